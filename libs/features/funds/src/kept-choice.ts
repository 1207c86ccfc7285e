import type { SubAppId } from '@yoga/platform';
import { safeGet, safeRemove, safeSet, tabStore } from '@yoga/session';

/**
 * The option chosen before signing in, kept for the way back from login (the tab's storage: read once
 * and forgotten, so it never outlives the tab or leaks into the return URL). Storage that is off
 * (private mode on old WebViews) keeps nothing: the user chooses again.
 */
const keyOf = (subApp: SubAppId, fundId: number) => `fund-vote:${subApp}:${fundId}`;

export function keepChoice(subApp: SubAppId, fundId: number, optionId: number): void {
  safeSet(tabStore(), keyOf(subApp, fundId), String(optionId));
}

/** The kept option, once; anything but a positive whole number (edited by hand) is no choice. */
export function takeKeptChoice(subApp: SubAppId, fundId: number): number | null {
  const store = tabStore();
  const raw = safeGet(store, keyOf(subApp, fundId));
  safeRemove(store, keyOf(subApp, fundId));
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}
