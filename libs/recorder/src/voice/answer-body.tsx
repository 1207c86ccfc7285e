import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatDuration } from '@yoga/format';
import s from './answer.module.css';

interface Attachment {
  id: string;
  url: string;
}

/** An answer's (or a question's) images, three to a row. */
export function AttachedImages({
  images,
  alt,
  testId,
}: {
  images: readonly Attachment[];
  alt: (n: number) => string;
  testId?: string;
}) {
  if (images.length === 0) return null;
  return (
    <div className={s.images} data-testid={testId}>
      {images.map((img, i) => (
        <img key={img.id} src={img.url} alt={alt(i + 1)} />
      ))}
    </div>
  );
}

/** A sent voice note to play, with its length in words above it. */
export function AttachedVoice({
  audio,
  label,
  caption,
}: {
  audio: { url: string; durationMs: number };
  label: string;
  /** Defaults to "语音 0:12". */
  caption?: (duration: string) => ReactNode;
}) {
  const duration = formatDuration(audio.durationMs / 1000);
  return (
    <div className={s.voice}>
      <span>{caption ? caption(duration) : <Trans>语音 {duration}</Trans>}</span>
      <audio controls preload="none" src={audio.url} aria-label={label} />
    </div>
  );
}

/**
 * One answer as sent, the same on both sides of post-class Q&A (the student's and the coach's):
 * when, the text, its images and its voice note. The card and heading around it are the screen's.
 */
export function AnswerBody({
  when,
  text,
  images,
  imageAlt,
  audio,
  voiceLabel,
}: {
  when: ReactNode;
  text?: string | null;
  images: readonly Attachment[];
  imageAlt: (n: number) => string;
  audio?: { url: string; durationMs: number } | null;
  voiceLabel: string;
}) {
  return (
    <>
      <p className={s.meta}>{when}</p>
      {text && <p className={s.text}>{text}</p>}
      <AttachedImages images={images} alt={imageAlt} />
      {audio && <AttachedVoice audio={audio} label={voiceLabel} />}
    </>
  );
}

/** The class names of the shared answer stylesheet a screen's own markup reuses (a card's body, meta, text). */
export const answerClasses = s;
