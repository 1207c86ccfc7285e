import type { SubAppId } from '@yoga/platform';

/**
 * The code typed before signing in, kept for the way back from login. In sessionStorage, not in the
 * return URL: a gift-card code is worth money and a URL ends up in logs and Referer headers. It is
 * read once and forgotten.
 */
const keyOf = (subApp: SubAppId) => `gift-card-redeem:${subApp}`;

export function keepCode(subApp: SubAppId, kept: { code: string; agreed: boolean }): void {
  try {
    sessionStorage.setItem(keyOf(subApp), JSON.stringify(kept));
  } catch {
    // Storage off (private mode on old WebViews): the user types the code again.
  }
}

export function takeKeptCode(subApp: SubAppId): { code: string; agreed: boolean } | null {
  try {
    const raw = sessionStorage.getItem(keyOf(subApp));
    sessionStorage.removeItem(keyOf(subApp));
    const v = raw ? (JSON.parse(raw) as { code?: unknown; agreed?: unknown }) : null;
    return v && typeof v.code === 'string' ? { code: v.code, agreed: v.agreed === true } : null;
  } catch {
    return null;
  }
}
