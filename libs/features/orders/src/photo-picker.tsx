import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PHOTOS_MAX } from './limits';
import './photos.css';
import type { usePhotoUploads } from './use-photo-uploads';

type Uploads = ReturnType<typeof usePhotoUploads>;

/** Up to six photos: each tile shows its upload progress, or why it failed, and can be removed. */
export function PhotoPicker({ uploads }: { uploads: Uploads }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const { photos } = uploads;
  const count = photos.length;
  return (
    <div className="o-photos-block">
      <p className="o-label">
        <Trans>上传照片</Trans> <span className="o-hint">{`${count}/${PHOTOS_MAX}`}</span>
      </p>
      <ul className="o-photos" aria-label={t`已选照片`}>
        {photos.map((p, i) => {
          const n = i + 1;
          return (
            <li key={p.key} className={`o-photo o-photo-${p.status}`} data-testid="photo">
              <img src={p.preview} alt={t`照片 ${n}`} />
              {p.status === 'uploading' && (
                <progress
                  className="o-progress"
                  max={100}
                  value={Math.round(p.progress * 100)}
                  aria-label={t`照片 ${n} 上传进度`}
                />
              )}
              {p.status === 'error' && (
                <button
                  type="button"
                  className="o-photo-error"
                  onClick={() => uploads.retry(p.key)}
                  title={p.error}
                >
                  <span>{p.error}</span> <Trans>点击重试</Trans>
                </button>
              )}
              <button
                type="button"
                className="o-photo-remove"
                onClick={() => uploads.remove(p.key)}
                aria-label={t`移除照片 ${n}`}
              >
                ×
              </button>
            </li>
          );
        })}
        {count < PHOTOS_MAX && (
          <li className="o-photo o-photo-add">
            <button type="button" onClick={() => input.current?.click()} aria-label={t`添加照片`}>
              +
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="photo-input"
        onChange={(e) => {
          uploads.add(Array.from(e.target.files ?? []));
          e.target.value = ''; // the same file may be picked again after removing it
        }}
      />
      {uploads.notice && (
        <p className="o-notice" role="alert">
          {uploads.notice}
        </p>
      )}
      <p className="o-hint">
        <Trans>支持 JPG、PNG、WebP，单张不超过 5 MB</Trans>
      </p>
    </div>
  );
}
