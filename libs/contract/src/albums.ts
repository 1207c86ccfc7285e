import { z } from 'zod';
import { msg, page, subAppId, type Endpoint } from './common';
import { ALBUM_MONTH_PATTERN, ALBUM_YEAR_PATTERN } from './codes/albums';

export * from './codes/albums';

/**
 * Practice albums: the signed-in student's class photos (drawn by the stand-in, newest first) and a
 * month's practice report computed from their practice records. Days are business days (China
 * time, YYYY-MM-DD); months YYYY-MM. Everything is the caller's own: another user's photos and
 * records are never answered.
 */
export const albumPhoto = z.object({
  id: z.number().int().positive(),
  /** The class's business day. */
  day: z.string(),
  /** The picture (an SVG served by the stand-in), safe to show and to save. */
  src: z.string(),
  /** The class, in the caller's language. */
  title: z.string(),
  coach: z.string(),
});
export const albumPhotoPage = page(albumPhoto);

export const albumMonthQuery = z.object({
  subApp: subAppId,
  /** YYYY-MM; the business's current month when absent. */
  month: z.string(msg('invalid_params')).regex(ALBUM_MONTH_PATTERN, msg('invalid_params')).optional(),
});

export const albumMonthReport = z.object({
  month: z.string(),
  /** The business's day now. */
  today: z.string(),
  /** The first month with records: the report pages back no further. */
  firstMonth: z.string(),
  classes: z.number().int(),
  minutes: z.number().int(),
  /** The coach of most of the month's classes; null in a month without classes. */
  favouriteCoach: z.string().nullable(),
  /** The longest run of practice days in a row within the month. */
  longestStreak: z.number().int(),
  /** The days practised, oldest first. */
  days: z.array(z.string()),
});

export const albumYearQuery = z.object({
  subApp: subAppId,
  year: z.string(msg('invalid_params')).regex(ALBUM_YEAR_PATTERN, msg('invalid_params')),
});

/** A year's practice, for the annual report's slides. */
export const albumYearReport = z.object({
  year: z.number().int(),
  classes: z.number().int(),
  minutes: z.number().int(),
  /** Days practised in the year. */
  days: z.number().int(),
  favouriteCoach: z.string().nullable(),
  /** Classes with the favourite coach. */
  favouriteCoachClasses: z.number().int(),
  longestStreak: z.number().int(),
});

export type AlbumPhoto = z.infer<typeof albumPhoto>;
export type AlbumPhotoPage = z.infer<typeof albumPhotoPage>;
export type AlbumMonthReport = z.infer<typeof albumMonthReport>;
export type AlbumYearReport = z.infer<typeof albumYearReport>;

export const albumsEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/albums/photos?subApp=&page=&pageSize=',
    auth: 'AUTHORIZE_TOKEN of the sub-app',
    request: null,
    response: albumPhotoPage,
    about:
      'The caller’s class photos, newest first; none for an account without a practice history (403 signed out or with another sub-app’s token).',
  },
  {
    method: 'GET',
    path: '/api/albums/month?subApp=&month=',
    auth: 'AUTHORIZE_TOKEN of the sub-app',
    request: null,
    response: albumMonthReport,
    about:
      'The caller’s practice report of a month (the current one by default): classes, minutes, favourite coach, longest streak, days (5251, not found, for a future month).',
  },
  {
    method: 'GET',
    path: '/api/albums/year?subApp=&year=',
    auth: 'AUTHORIZE_TOKEN of the sub-app',
    request: null,
    response: albumYearReport,
    about:
      'The caller’s practice in a year: classes, minutes, days, favourite coach, longest streak (5252, not found, for a future year).',
  },
];
