import { createContext, useContext, type ReactNode } from 'react';
import { PageShell } from './page-shell';
import { isNotFoundError } from './not-found';
import type { QueryLike } from './query-state';

/**
 * What the server says happened on a result page (paid, redeemed, renewed, or not): `done` it
 * happened, `pending` it waits on the user (not paid yet), `failed` it will not happen (closed,
 * refunded), `missing` there is nothing to show (no such order, nothing redeemed yet).
 */
export type ResultOutcome = 'done' | 'pending' | 'failed' | 'missing';

/** The words of each outcome, and `checking` while the server has not answered (or could not). */
export type ResultWords = Record<ResultOutcome | 'checking', string>;

const ResultWordContext = createContext<string>('');

export interface ResultPageProps {
  /** Undefined while loading, signed out or on a load error: the neutral `checking` words show. */
  outcome: ResultOutcome | undefined;
  words: ResultWords;
  children: ReactNode;
  back?: boolean;
}

/**
 * A result page: the nav bar's heading says the outcome the server reports, never the route's
 * claim (a route titled 续期成功 above an unpaid order would lie). The document title stays the
 * route's (spec section 2); the body shows the same words with `<ResultHeading />`.
 */
export function ResultPage({ outcome, words, children, back }: ResultPageProps) {
  const heading = words[outcome ?? 'checking'];
  return (
    <PageShell title={heading} back={back}>
      <ResultWordContext.Provider value={heading}>{children}</ResultWordContext.Provider>
    </PageShell>
  );
}

/** The body's heading: the very words of the nav bar's heading. */
export function ResultHeading() {
  return <>{useContext(ResultWordContext)}</>;
}

/**
 * The outcome of a result page that reads one query: missing when the screen knows there is
 * nothing to ask or the server says not found, else what `of` makes of the data once it is here.
 */
export function outcomeOf<T>(
  query: QueryLike<T>,
  missing: boolean,
  of: (data: T) => ResultOutcome,
): ResultOutcome | undefined {
  if (missing || (query.status === 'error' && isNotFoundError(query.error))) return 'missing';
  return query.status === 'success' ? of(query.data as T) : undefined;
}
