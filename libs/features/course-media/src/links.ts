import type { SubApp } from '@yoga/platform';

/** Where a class of a course is booked or the course bought (the courses domain's screen). */
export const courseDetailPath = (sub: SubApp, courseId: number) =>
  `${sub.prefix}/course_detail?courseId=${courseId}`;

/** The route's :id, or null when it is not a whole positive number (shown as not found, never requested). */
export const routeId = (raw: string | undefined): number | null =>
  raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
