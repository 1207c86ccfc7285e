import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showImageViewer } from '../image-viewer';
import { PHOTO_TYPES } from './limits';
import type { PhotoUploads } from './use-photo-uploads';
import './commerce.css';

export interface PhotoGridProps {
  uploads: PhotoUploads;
  /** The group of `uploads` this grid shows (one per review block). */
  group: string;
  /** The heading (上传照片, 晒图) and the list's accessible name. */
  label: string;
  listLabel: string;
  /** The file input's test id (e2e and tests pick files through it). */
  inputTestId: string;
}

/** One group's photos, up to `uploads.max`: progress, why one failed (tap to retry), remove, view full-screen. */
export function PhotoGrid({ uploads, group, label, listLabel, inputTestId }: PhotoGridProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const photos = uploads.of(group);
  const { max } = uploads;
  const count = photos.length;
  const notice = uploads.notice(group);
  const view = (i: number) =>
    void showImageViewer(
      photos.map((p) => p.preview),
      i,
    );
  return (
    <div className="y-photos-block">
      <p className="y-photos-label">
        {label} <span className="y-photos-hint">{`${count}/${max}`}</span>
      </p>
      <ul className="y-photos" aria-label={listLabel}>
        {photos.map((p, i) => {
          const n = i + 1;
          return (
            <li key={p.key} className={`y-photo y-photo-${p.status}`} data-testid="photo">
              <button
                type="button"
                className="y-photo-view"
                onClick={() => view(i)}
                aria-label={t`查看照片 ${n}`}
              >
                <img src={p.preview} alt="" />
              </button>
              {p.status === 'uploading' && (
                <progress
                  className="y-photo-progress"
                  max={100}
                  value={Math.round(p.progress * 100)}
                  aria-label={t`照片 ${n} 上传进度`}
                />
              )}
              {p.status === 'error' && (
                <button
                  type="button"
                  className="y-photo-error"
                  onClick={() => uploads.retry(p.key)}
                  title={p.error}
                >
                  <span>{p.error}</span> <Trans>点击重试</Trans>
                </button>
              )}
              <button
                type="button"
                className="y-photo-remove"
                onClick={() => uploads.remove(p.key)}
                aria-label={t`移除照片 ${n}`}
              >
                ×
              </button>
            </li>
          );
        })}
        {count < max && (
          <li className="y-photo y-photo-add">
            <button type="button" onClick={() => input.current?.click()} aria-label={t`添加照片`}>
              +
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        multiple
        hidden
        data-testid={inputTestId}
        onChange={(e) => {
          uploads.add(group, Array.from(e.target.files ?? []));
          e.target.value = ''; // the same file may be picked again after removing it
        }}
      />
      {notice && (
        <p className="y-photos-notice" role="alert">
          {notice}
        </p>
      )}
      <p className="y-photos-hint">
        <Trans>支持 JPG、PNG、WebP，单张不超过 5 MB</Trans>
      </p>
    </div>
  );
}
