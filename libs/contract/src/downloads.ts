import { z } from 'zod';
import { subAppId, type Endpoint } from './common';
export * from './codes/downloads';

/** One store's build of a brand's app: where to get it and what changed (bilingual on the server). */
export const appBuild = z.object({
  version: z.string(),
  /** Bytes of the package. */
  size: z.number().int().nonnegative(),
  notes: z.array(z.string()),
  releasedAt: z.string(),
  url: z.string(),
});
/** The brand's app on both stores, for one channel (release, or the test channel's build). */
export const appRelease = z.object({
  brand: z.string(),
  appName: z.string(),
  /** tv: the TV builds (an Android TV / box package and the Apple TV app), installed on the TV, not the phone. */
  channel: z.enum(['release', 'test', 'tv']),
  /** The app's deep-link scheme: an open page tries `<scheme>://open?path=`. */
  scheme: z.string(),
  ios: appBuild,
  android: appBuild,
});
export type AppBuild = z.infer<typeof appBuild>;
export type AppRelease = z.infer<typeof appRelease>;

/** A TV's pending sign-in, as the phone that confirms it sees it. */
export const tvLogin = z.object({
  code: z.string(),
  state: z.enum(['pending', 'confirmed', 'refused']),
  device: z.object({ name: z.string(), model: z.string(), location: z.string() }),
  requestedAt: z.string(),
  expiresAt: z.string(),
});
export type TvLogin = z.infer<typeof tvLogin>;
export const tvLoginDecision = z.object({ subApp: subAppId, decision: z.enum(['confirm', 'refuse']) });
export type TvLoginDecision = z.infer<typeof tvLoginDecision>;
export const createTvCodeRequest = z.object({ subApp: subAppId, ageMs: z.number().int().min(0).optional() });

/** A coach's contact card: who they are and how to reach them in the chat app. */
export const coachCard = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  intro: z.string(),
  avatar: z.string(),
  chatId: z.string(),
  /** What the card's QR code holds (the chat app's add-contact link). */
  qrText: z.string(),
  /** For the student's own coach: true when it is their coach, false for the brand's service coach. */
  mine: z.boolean(),
});
export type CoachCard = z.infer<typeof coachCard>;

const token = 'AUTHORIZE_TOKEN (403)';
export const downloadsEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/downloads/app-version?subApp=&channel=',
    auth: 'none',
    request: null,
    response: appRelease,
    about:
      'The brand’s app on the App Store and as an Android package: version, size, release notes (caller’s language). channel=test gives the test build; channel=tv the TV builds (Android TV package, Apple TV app).',
  },
  {
    method: 'GET',
    path: '/api/downloads/tv-login/:code?subApp=',
    auth: token,
    request: null,
    response: tvLogin,
    about:
      'A TV sign-in code of this brand: the device and its state. 5201 unknown, 5202 expired (5 minutes), 5203 used.',
  },
  {
    method: 'POST',
    path: '/api/downloads/tv-login/:code',
    auth: token,
    request: tvLoginDecision,
    response: tvLogin,
    about: 'Confirm or refuse a TV sign-in; a code is single use (5203) and lives 5 minutes (5202).',
  },
  {
    method: 'GET',
    path: '/api/downloads/coaches/:id?subApp=',
    auth: 'none',
    request: null,
    response: coachCard,
    about: 'A coach’s contact card in this brand (5204 for an unknown coach).',
  },
  {
    method: 'GET',
    path: '/api/downloads/my-coach?subApp=',
    auth: 'optional',
    request: null,
    response: coachCard,
    about:
      'The signed-in student’s coach (of their latest paid course), else the brand’s service coach (mine: false).',
  },
];

export const createdTvCode = z.object({ code: z.string() });
