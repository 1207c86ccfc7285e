import { link, subApps, type SubApp } from '@yoga/platform';

/** :type/agreement/:id's id for the version in effect (any other id is a version number). */
export const CURRENT = 'current';
const onmatStudent = subApps.find((s) => s.id === 'onmat')!;
type OnmatPage =
  'agreement' | 'privacy' | 'vip_agreement' | 'pearl_agreement' | 'sportsSafe' | 'specialVersion';

/**
 * The page of a document in this sub-app. onmat and suman have a page per document (privacy,
 * vip_agreement …); phala, bay and cycling one page by key; onmat's other documents and every version
 * but the one in effect open at :type/agreement/:id (the key and the version).
 */
export function documentHref(sub: SubApp, key: string, version?: number): string {
  if (sub.id === 'onmat') {
    if (version !== undefined) return link(sub, ':type/agreement/:id', { type: key, id: version });
    const own = (ONMAT_PAGES as Record<string, OnmatPage | undefined>)[key];
    return own ? link(sub, own) : link(sub, ':type/agreement/:id', { type: key, id: CURRENT });
  }
  if (sub.id === 'suman') {
    if (key === 'user') return link(sub, 'agreement');
    if (key === 'pearl') return link(sub, 'pearl_agreement');
    if (key === 'privacy') return link(sub, 'privacy');
  }
  if (sub.id === 'suman-teacher') {
    if (key === 'coach') return link(sub, 'agreement');
    if (key === 'pk') return link(sub, 'pk_agreement');
  }
  if (sub.id === 'phala-teacher') return link(sub, 'agreement/:id', { id: key });
  if (sub.id === 'phala' || sub.id === 'bay' || sub.id === 'cycling')
    return link(sub, 'agreement/:key', { key });
  // A sub-app without a page for it (onmat's coaches): onmat's student page.
  return link(onmatStudent, ':type/agreement/:id', { type: key, id: version ?? CURRENT });
}

const ONMAT_PAGES = {
  user: 'agreement',
  privacy: 'privacy',
  vip: 'vip_agreement',
  pearl: 'pearl_agreement',
  sports_safety: 'sportsSafe',
  special_version: 'specialVersion',
} as const satisfies Record<string, OnmatPage>;
