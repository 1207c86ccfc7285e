import { useId } from 'react';
import { formatBytes } from '@yoga/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { type UploadItem } from './upload-queue';

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
    <section className="mt-upload">
      <label htmlFor={inputId} className="mt-pick">
        <strong>
          <Trans>选择视频或图片</Trans>
        </strong>
        <span>{hint}</span>
      </label>
      <input
        id={inputId}
        className="mt-input"
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
        <ul className="mt-files" data-testid="upload-files">
          {items.map((x) => {
            const pct = Math.floor(x.progress * 100);
            return (
              <li key={x.key} className={`mt-file mt-file-${x.status}`} data-testid="upload-file">
                <span className="mt-file-head">
                  <span className="mt-file-name">{x.name}</span>
                  <span className="mt-file-size">{formatBytes(x.size)}</span>
                </span>
                <progress className="mt-progress" max={100} value={pct} aria-label={t`${x.name} 上传进度`} />
                <span className="mt-file-state" role={x.status === 'failed' ? 'alert' : undefined}>
                  {x.status === 'uploading' && <Trans>上传中 {pct}%</Trans>}
                  {x.status === 'done' && <Trans>已上传</Trans>}
                  {x.status === 'paused' && <Trans>已暂停 {pct}%</Trans>}
                  {x.status === 'failed' && <Trans>上传失败</Trans>}
                </span>
                {x.error && <span className="mt-file-error">{x.error}</span>}
                {x.status === 'paused' && (
                  <button type="button" className="y-btn mt-resume" onClick={() => onResume(x.key)}>
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
