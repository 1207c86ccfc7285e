import type { ReactNode } from 'react';
import type { AgreementBlock, AgreementInline, ArticleBlock } from '@yoga/contract';
import { cx } from '@yoga/ui';
import s from './agreements.module.css';

/**
 * Where a link of a document may go: a path of this site or an https address. Anything else
 * (javascript:, data:, a protocol-relative //host) is shown as its text, not as a link.
 */
export function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    return new URL(href).protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

/** A heading's anchor as it may appear in the address: letters, digits, - and _. */
export const anchorOf = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '');

function Inline({ runs }: { runs: AgreementInline[] }) {
  return (
    <>
      {runs.map((r, i) => {
        // Text is always a React text node: markup in it (<img onerror=…>) shows as the characters it is.
        const text: ReactNode = r.bold ? <strong>{r.text}</strong> : r.text;
        const href = safeHref(r.href);
        return href ? (
          <a key={i} href={href} rel={href.startsWith('/') ? undefined : 'noopener noreferrer'}>
            {text}
          </a>
        ) : (
          <span key={i}>{text}</span>
        );
      })}
    </>
  );
}

/** Where an image may come from: a path of this site or an https address (never data: or javascript:). */
const safeSrc = (src: string) => safeHref(src);

/**
 * A document's or an article's blocks as headings, paragraphs, lists, images and quotes: the one
 * renderer, never innerHTML.
 */
export function DocumentBlocks({ blocks }: { blocks: (AgreementBlock | ArticleBlock)[] }) {
  return (
    <>
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'heading':
            return (
              <h2 key={i} id={anchorOf(b.id)} className={cx('y-m0 y-mt-2', s.h)} tabIndex={-1}>
                {b.text}
              </h2>
            );
          case 'paragraph':
            return (
              <p key={i} className={cx('y-m0 y-text', s.p)}>
                <Inline runs={b.content} />
              </p>
            );
          case 'list': {
            const items = b.items.map((item, j) => (
              <li key={j}>
                <Inline runs={item} />
              </li>
            ));
            return b.ordered ? (
              <ol key={i} className={cx('y-m0', s.list)}>
                {items}
              </ol>
            ) : (
              <ul key={i} className={cx('y-m0', s.list)}>
                {items}
              </ul>
            );
          }
          case 'image': {
            const src = safeSrc(b.src);
            return (
              <figure key={i} className="y-m0">
                {src && (
                  <img
                    className={cx('y-fill-img y-rounded-sm', s.figureImg)}
                    src={src}
                    alt={b.alt}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                {b.caption && <figcaption className="y-mt-1 y-sm y-muted y-center">{b.caption}</figcaption>}
              </figure>
            );
          }
          case 'quote':
            return (
              <blockquote key={i} className={cx('y-m0 y-tint', s.quote)}>
                <p>
                  <Inline runs={b.content} />
                </p>
                {b.cite && <footer className="y-mt-1 y-sm y-muted">— {b.cite}</footer>}
              </blockquote>
            );
          default:
            // A block type this build does not know (a newer server): left out rather than guessed at.
            return null;
        }
      })}
    </>
  );
}

/** The sections of a document: its headings, in order. */
export const sectionsOf = (blocks: (AgreementBlock | ArticleBlock)[]) =>
  blocks.flatMap((b) => (b.type === 'heading' ? [{ id: anchorOf(b.id), text: b.text }] : []));
