import { Children, useId, type ReactNode } from 'react';

/**
 * The screen's parts (issue 33): a feature composes these and keeps only what is truly its own in
 * its CSS module. Class names are the kit's (`y-*`, global by design, defined once in layout.css).
 */

/** A test id or a state a test or a style reads (data-testid, data-state), passed to the element. */
type DataAttributes = { [key: `data-${string}`]: string | undefined };

/** The column inside PageShell's body: the screen's sections, evenly spaced. */
export function Page({
  children,
  className,
  ...rest
}: {
  children: ReactNode;
  className?: string;
} & DataAttributes) {
  return (
    <div className={cx('y-stack', className)} {...rest}>
      {children}
    </div>
  );
}

export interface SectionProps {
  /** The section's heading (an h2: PageShell owns the page's one h1). */
  title?: ReactNode;
  /** Beside the heading: a count, a "more" link. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Labels the region when there is no visible title. */
  label?: string;
}

export function Section({ title, aside, children, className, label }: SectionProps) {
  const headingId = useId();
  return (
    <section
      className={cx('y-section', className)}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : label}
    >
      {(title || aside) && (
        <div className="y-section-head">
          {title && (
            <h2 className="y-section-title" id={headingId}>
              {title}
            </h2>
          )}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}

export interface CardProps {
  children: ReactNode;
  /** `brand`: the brand's colour as the ground (a membership card, a gift card). */
  tone?: 'plain' | 'brand' | 'tint';
  as?: 'div' | 'article' | 'li' | 'section';
  className?: string;
  /** While the card's own request is out (deleting it, saving it). */
  'aria-busy'?: boolean;
}

export function Card({
  children,
  tone = 'plain',
  as: Tag = 'div',
  className,
  ...rest
}: CardProps & DataAttributes) {
  return (
    <Tag className={cx('y-card', tone !== 'plain' && `y-card-${tone}`, className)} {...rest}>
      {children}
    </Tag>
  );
}

/** Label and value rows on a card (an order's number, a certificate's dates). */
export function Facts({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={cx('y-list', className)}>{Children.toArray(children)}</ul>;
}

export interface ChoiceGroupProps<T extends string> {
  /** What is being chosen, for screen readers (the visible heading says it to everyone else). */
  label: string;
  options: readonly { value: T; label: ReactNode; disabled?: boolean }[];
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
}

/** One of a few options as pills (a category, an amount, a plan): a radio group to assistive tech. */
export function ChoiceGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: ChoiceGroupProps<T>) {
  return (
    <div role="radiogroup" aria-label={label} className={cx('y-choices', className)}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          disabled={o.disabled}
          className={cx('y-pill', o.value === value && 'y-pill-main')}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** A line saying how a background task stands (an upload, a save): announced, coloured by outcome. */
export function StatusLine({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'ok' | 'error';
  children: ReactNode;
}) {
  return (
    <p className={cx('y-status', `y-status-${tone}`)} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** A short status beside a title (开票中, 已使用, 已过期): the brand's tint, or muted once it is over. */
export function Badge({
  tone = 'brand',
  children,
  className,
}: {
  tone?: 'brand' | 'muted' | 'success' | 'warning' | 'danger';
  children: ReactNode;
  className?: string;
}) {
  return <span className={cx('y-badge', `y-badge-${tone}`, className)}>{children}</span>;
}

export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
