import { Trans, useLingui } from '@lingui/react/macro';
import type { UploadedFile, useAnswerFiles } from './use-answer-files';
import s from './answer.module.css';

type AnswerFiles = ReturnType<typeof useAnswerFiles>;

/**
 * An answer's picked images on either side of post-class Q&A: thumbnails with a remove button and,
 * below the limit, an add button over a hidden file input (uploaded at once by `files`). Like
 * VoiceRecorder, `prefix` names its test ids; its styles are the shared answer.module.css.
 */
export function AnswerImages({
  prefix,
  images,
  max,
  files,
  busy,
  alt,
  onUploaded,
  onRemove,
}: {
  prefix: string;
  images: readonly UploadedFile[];
  max: number;
  files: AnswerFiles;
  busy: boolean;
  alt: (n: number) => string;
  onUploaded: (up: UploadedFile) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <span className={s.label}>
        <Trans>图片（最多 {max} 张）</Trans>
      </span>
      {images.length > 0 && (
        <div className={s.images} data-testid={`${prefix}-images`}>
          {images.map((img, i) => (
            <div className={s.thumb} key={img.id}>
              <img src={img.url} alt={alt(i + 1)} />
              <button type="button" aria-label={t`删除图片 ${i + 1}`} onClick={() => onRemove(img.id)}>
                ×
              </button>
            </div>
          ))}
        </div>
      )}
      {images.length < max && (
        <div className={s.row}>
          <input
            ref={files.fileInput}
            id={`${prefix}-image`}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            onChange={(e) => void files.pickImage(e.target.files?.[0], onUploaded)}
          />
          <button
            type="button"
            className="y-btn y-btn-ghost"
            disabled={busy}
            onClick={() => files.fileInput.current?.click()}
          >
            <Trans>添加图片</Trans>
          </button>
        </div>
      )}
    </>
  );
}

/** What the answer's files are doing (an upload's progress) and what went wrong, in words. */
export function AnswerStatus({ prefix, files }: { prefix: string; files: AnswerFiles }) {
  return (
    <>
      {files.progress && (
        <p className={s.meta} role="status" data-testid={`${prefix}-progress`}>
          {files.progress}
        </p>
      )}
      {files.error && (
        <p className={s.error} role="alert">
          {files.error}
        </p>
      )}
    </>
  );
}
