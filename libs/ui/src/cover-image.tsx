import { useState, type CSSProperties } from 'react';
import './cover-image.css';

export interface CoverImageProps {
  /** The image URL; empty or null shows the placeholder (as a failed load does). */
  src: string | null | undefined;
  /** What the picture shows; '' when the text beside it already says it (the usual case). */
  alt?: string;
  /** Width / height, e.g. '16 / 9' or '1': the box keeps this shape before, during and after loading. */
  ratio?: string;
  className?: string;
  /** Above the fold (a detail screen's hero): load at once. Otherwise the browser loads it when near. */
  eager?: boolean;
  style?: CSSProperties;
}

type State = 'loading' | 'loaded' | 'failed';

/**
 * A server picture (course covers, order thumbnails) in a box of fixed shape: a neutral fill while it
 * loads, the picture fading in when it has, a quiet placeholder when it fails. Lazy unless `eager`.
 */
export function CoverImage({ src, alt = '', ratio = '16 / 9', className, eager, style }: CoverImageProps) {
  // The state belongs to one URL: a new URL starts loading again. React listens for load and error
  // before it sets src, so a picture from the cache is seen too.
  const [seen, setSeen] = useState<[string, State]>();
  const state: State = !src ? 'failed' : seen?.[0] === src ? seen[1] : 'loading';
  const named = alt && state === 'failed';
  return (
    <span
      className={className ? `y-cover ${className}` : 'y-cover'}
      data-state={state}
      style={{ aspectRatio: ratio, ...style }}
      role={named ? 'img' : undefined}
      aria-label={named ? alt : undefined}
    >
      {src && state !== 'failed' && (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setSeen([src, 'loaded'])}
          onError={() => setSeen([src, 'failed'])}
        />
      )}
    </span>
  );
}
