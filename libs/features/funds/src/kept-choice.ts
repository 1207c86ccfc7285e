import type { SubAppId } from '@yoga/platform';

/**
 * The option chosen before signing in, kept for the way back from login (sessionStorage: read once
 * and forgotten, so it never outlives the tab or leaks into the return URL).
 */
const keyOf = (subApp: SubAppId, fundId: number) => `fund-vote:${subApp}:${fundId}`;

export function keepChoice(subApp: SubAppId, fundId: number, optionId: number): void {
  try {
    sessionStorage.setItem(keyOf(subApp, fundId), String(optionId));
  } catch {
    // Storage off (private mode on old WebViews): the user chooses again.
  }
}

export function takeKeptChoice(subApp: SubAppId, fundId: number): number | null {
  try {
    const raw = sessionStorage.getItem(keyOf(subApp, fundId));
    sessionStorage.removeItem(keyOf(subApp, fundId));
    const n = raw === null ? NaN : Number(raw);
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}
