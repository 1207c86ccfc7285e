import { useContext, type ReactNode } from 'react';
import { QueryClientContext, type Query } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '@yoga/session';
import { Skeleton, ErrorState, StateView, type SkeletonProps, type SkeletonShape } from './states';
import { isNotFoundError, NotFoundView } from './not-found';

/** A load refused for want of a sign-in (the request layer's ApiLoginRequiredError); it is on its way to login. */
const isLoginRequiredError = (error: unknown): boolean =>
  !!error && typeof error === 'object' && (error as { loginRequired?: unknown }).loginRequired === true;

const failed = (q: Query) => q.state.status === 'error';

/**
 * The retry of an error state: this query again, and every other failed query of the screen with
 * it. A screen whose two sections failed together (the classes and the request history) comes back
 * whole from one tap, not half of it. Queries already on their way again are not asked twice.
 * Here, not in a module of its own: the states are in the query chunk, and a module beside them
 * would be one more request on every data screen.
 */
function useRetryFailed(refetch: () => unknown): () => void {
  const client = useContext(QueryClientContext);
  return () => {
    void refetch();
    void client?.refetchQueries({ predicate: failed, type: 'active' }, { cancelRefetch: false });
  };
}

/** The part of a query result a screen's states depend on (TanStack Query's result fits it). */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /** Shown instead of the children when the data counts as empty. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The loading placeholder; a generic skeleton by default. */
  loading?: ReactNode;
  /** The shape of the screen that loads (a kit skeleton), when no `loading` is given. */
  skeleton?: SkeletonShape | SkeletonProps;
  /** What the error state says; the server's own message is toasted by the request layer already. */
  errorMessage?: ReactNode;
  /**
   * The screen knows there is nothing to load (an id that does not parse): shows the not-found
   * state at once. A not-found answer from the server (404, a missing or foreign id) shows it too.
   */
  notFound?: boolean;
  /** What the not-found state says, e.g. 订单不存在; a generic "content not found" by default. */
  notFoundTitle?: ReactNode;
  /** Under the not-found title (default: it may have been deleted, or is not this account's). */
  notFoundDescription?: ReactNode;
  /** The screen's own way on from the not-found state (e.g. back to its list), beside back and home. */
  notFoundAction?: ReactNode;
}

/**
 * The one way a screen shows server data: a skeleton while loading, a not-found state (no retry:
 * it could never work) for a missing or foreign resource, a sign-in prompt when the server wants a
 * sign-in, an error with retry, an empty state by
 * predicate, else the children with the data. A screen then is its happy path plus its
 * own empty text.
 */
export function QueryState<T>({
  query,
  children,
  empty,
  isEmpty,
  loading,
  skeleton,
  errorMessage,
  notFound,
  notFoundTitle,
  notFoundDescription,
  notFoundAction,
}: QueryStateProps<T>) {
  const retry = useRetryFailed(query.refetch);
  if (notFound || (query.status === 'error' && isNotFoundError(query.error)))
    return <NotFoundView title={notFoundTitle} description={notFoundDescription} action={notFoundAction} />;
  if (query.status === 'pending')
    return (
      <>{loading ?? <Skeleton {...(typeof skeleton === 'string' ? { shape: skeleton } : skeleton)} />}</>
    );
  // The request layer has said 未登录或登录失效 and is taking the user to login: no retry to offer.
  if (query.status === 'error' && isLoginRequiredError(query.error)) return <SessionEnded />;
  if (query.status === 'error') return <ErrorState message={errorMessage} onRetry={retry} />;
  const data = query.data as T;
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

/** SignInPrompt's words without its chunk: the login it links to is the one the request layer opens. */
function SessionEnded() {
  const to = loginPathFor(useLocation());
  return (
    <StateView
      title={<Trans>请先登录</Trans>}
      action={
        to && (
          <Link className="y-btn" to={to}>
            <Trans>登录</Trans>
          </Link>
        )
      }
    />
  );
}
