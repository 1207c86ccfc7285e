import { useId } from 'react';
import { formatBytes } from '@yoga/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { type UploadItem } from './upload-queue';
import { cx } from '@yoga/ui';
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
    <section className="y-col y-gap-3">
      <label htmlFor={inputId} className={cx('y-rounded y-col y-align-center y-gap-1 y-center', s.pick)}>
        <strong>
          <Trans>选择视频或图片</Trans>
        </strong>
        <span className="y-muted y-sm">{hint}</span>
      </label>
      <input
        id={inputId}
        className={cx('y-hidden-input', s.input)}
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
        <ul className="y-plain y-col y-gap-2" data-testid="upload-files">
          {items.map((x) => {
            const pct = Math.floor(x.progress * 100);
            return (
              <li key={x.key} className="y-card y-pad-3 y-col y-gap-1" data-testid="upload-file">
                <span className="y-row y-between y-align-start y-gap-2">
                  <span className="y-break y-min0">{x.name}</span>
                  <span className="y-muted y-sm y-nowrap">{formatBytes(x.size)}</span>
                </span>
                <progress className={s.progress} max={100} value={pct} aria-label={t`${x.name} 上传进度`} />
                <span className="y-muted y-sm y-nowrap" role={x.status === 'failed' ? 'alert' : undefined}>
                  {x.status === 'uploading' && <Trans>上传中 {pct}%</Trans>}
                  {x.status === 'done' && <Trans>已上传</Trans>}
                  {x.status === 'paused' && <Trans>已暂停 {pct}%</Trans>}
                  {x.status === 'failed' && <Trans>上传失败</Trans>}
                </span>
                {x.error && <span className="y-text-danger y-sm">{x.error}</span>}
                {x.status === 'paused' && (
                  <button type="button" className={cx('y-btn', s.resume)} onClick={() => onResume(x.key)}>
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
