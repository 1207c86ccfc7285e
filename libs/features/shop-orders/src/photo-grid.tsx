import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showImageViewer } from '@yoga/ui';
import { PHOTOS_MAX } from './limits';
import type { usePhotoUploads } from './use-photo-uploads';

type Uploads = ReturnType<typeof usePhotoUploads>;

/** One item's photos, up to nine: progress, why one failed (tap to retry), remove, view full-screen. */
export function PhotoGrid({ sku, uploads, title }: { sku: string; uploads: Uploads; title: string }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const photos = uploads.of(sku);
  const count = photos.length;
  const notice = uploads.notice(sku);
  return (
    <div className="so-photos-block">
      <p className="so-label">
        <Trans>晒图</Trans> <span className="so-hint">{`${count}/${PHOTOS_MAX}`}</span>
      </p>
      <ul className="so-photos" aria-label={t`${title} 的照片`}>
        {photos.map((p, i) => {
          const n = i + 1;
          return (
            <li key={p.key} className={`so-photo so-photo-${p.status}`} data-testid="photo">
              <button
                type="button"
                className="so-photo-view"
                onClick={() =>
                  void showImageViewer(
                    photos.map((p) => p.preview),
                    i,
                  )
                }
                aria-label={t`查看照片 ${n}`}
              >
                <img src={p.preview} alt="" />
              </button>
              {p.status === 'uploading' && (
                <progress
                  className="so-progress"
                  max={100}
                  value={Math.round(p.progress * 100)}
                  aria-label={t`照片 ${n} 上传进度`}
                />
              )}
              {p.status === 'error' && (
                <button type="button" className="so-photo-error" onClick={() => uploads.retry(p.key)}>
                  <span>{p.error}</span> <Trans>点击重试</Trans>
                </button>
              )}
              <button
                type="button"
                className="so-photo-remove"
                onClick={() => uploads.remove(p.key)}
                aria-label={t`移除照片 ${n}`}
              >
                ×
              </button>
            </li>
          );
        })}
        {count < PHOTOS_MAX && (
          <li className="so-photo so-photo-add">
            <button type="button" onClick={() => input.current?.click()} aria-label={t`添加照片`}>
              +
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        data-testid={`photo-input-${sku}`}
        onChange={(e) => {
          uploads.add(sku, Array.from(e.target.files ?? []));
          e.target.value = ''; // the same file may be picked again after removing it
        }}
      />
      {notice && (
        <p className="so-notice" role="alert">
          {notice}
        </p>
      )}
      <p className="so-hint">
        <Trans>支持 JPG、PNG、WebP，单张不超过 5 MB</Trans>
      </p>
    </div>
  );
}
