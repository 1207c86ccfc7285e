import { http } from 'msw';
import type { PointsSummary } from '@yoga/contract';
import { API, okJson } from '@yoga/testing';

/** A student with 599 points (one paid ¥599 course), none spent. */
export const pointsSummary = (over: Partial<PointsSummary> = {}): PointsSummary => ({
  balance: 599,
  earned: 599,
  spent: 0,
  ...over,
});

/** GET /api/points answering `summary()` (read each time, so a test can change it). */
export const pointsHandlers = (summary: () => PointsSummary = () => pointsSummary()) => [
  http.get(`${API}/points`, () => okJson(summary())),
];
