import { useContext } from 'react';
import { QueryClientContext, type Query } from '@tanstack/react-query';

const failed = (q: Query) => q.state.status === 'error';

/**
 * The retry of an error state: this query again, and every other failed query of the screen with
 * it. A screen whose two sections failed together (the classes and the request history) comes back
 * whole from one tap, not half of it. Queries already on their way again are not asked twice.
 */
export function useRetryFailed(refetch: () => unknown): () => void {
  const client = useContext(QueryClientContext);
  return () => {
    void refetch();
    void client?.refetchQueries({ predicate: failed, type: 'active' }, { cancelRefetch: false });
  };
}
