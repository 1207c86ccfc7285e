import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { courseReviewKeys, reviewsChanged } from './index';

describe('course reviews', () => {
  it('an evaluation makes every course’s reviews of that sub-app stale, and no other sub-app’s', async () => {
    const client = new QueryClient();
    client.setQueryData(courseReviewKeys.course('onmat', 101), { pages: [] });
    client.setQueryData(courseReviewKeys.course('onmat', 102), { pages: [] });
    client.setQueryData(courseReviewKeys.course('phala', 201), { pages: [] });
    await reviewsChanged(client, 'onmat');
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(courseReviewKeys.course('onmat', 101))).toBe(true);
    expect(stale(courseReviewKeys.course('onmat', 102))).toBe(true);
    expect(stale(courseReviewKeys.course('phala', 201))).toBe(false);
  });
});
