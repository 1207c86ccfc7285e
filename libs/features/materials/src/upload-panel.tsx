import { useId } from 'react';
import { formatBytes } from '@yoga/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { type UploadItem } from './upload-queue';
import s from './materials.module.css';

/** The file picker and each file's row: name, size, progress, and why it stopped (with Resume). */
export function UploadPanel({
  items,
  onPick,
  onResume,
  hint,
}: {
  items: UploadItem[];
  onPick: (files: FileList) => void;
  onResume: (key: number) => void;
  hint: React.ReactNode;
}) {
  const { t } = useLingui();
  const inputId = useId();
  return (
    <section className={s.upload}>
      <label htmlFor={inputId} className={s.pick}>
        <strong>
          <Trans>选择视频或图片</Trans>
        </strong>
        <span>{hint}</span>
      </label>
      <input
        id={inputId}
        className={s.input}
        type="file"
        multiple
        accept="video/mp4,video/quicktime,video/webm,image/jpeg,image/png,image/webp"
        data-testid="material-file"
        onChange={(e) => {
          if (e.target.files?.length) onPick(e.target.files);
          e.target.value = '';
        }}
      />
      {items.length > 0 && (
        <ul className={s.files} data-testid="upload-files">
          {items.map((x) => {
            const pct = Math.floor(x.progress * 100);
            return (
              <li key={x.key} className={s.file} data-testid="upload-file">
                <span className={s.fileHead}>
                  <span className={s.fileName}>{x.name}</span>
                  <span className={s.fileSize}>{formatBytes(x.size)}</span>
                </span>
                <progress className={s.progress} max={100} value={pct} aria-label={t`${x.name} 上传进度`} />
                <span className={s.fileState} role={x.status === 'failed' ? 'alert' : undefined}>
                  {x.status === 'uploading' && <Trans>上传中 {pct}%</Trans>}
                  {x.status === 'done' && <Trans>已上传</Trans>}
                  {x.status === 'paused' && <Trans>已暂停 {pct}%</Trans>}
                  {x.status === 'failed' && <Trans>上传失败</Trans>}
                </span>
                {x.error && <span className={s.fileError}>{x.error}</span>}
                {x.status === 'paused' && (
                  <button type="button" className={`y-btn ${s.resume}`} onClick={() => onResume(x.key)}>
                    <Trans>继续上传</Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
