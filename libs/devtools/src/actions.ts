import { activateLocale } from '@yoga/i18n';
import {
  localStorageKeys,
  rememberLanguage,
  toLocale,
  isMiniProgram,
  type Host,
  type Locale,
} from '@yoga/platform';
import { isValidApiBase, setSessionApiBase } from '@yoga/api';

/** Hidden in mini-program hosts (their shells have their own tools) and when the build turns it off. */
export function shouldShowDebugTool(enabled: boolean, host: Host): boolean {
  return enabled && !isMiniProgram(host);
}

/** A language, or 'device' to forget the choice and follow the phone's language again. */
export async function switchLanguage(choice: Locale | 'device'): Promise<Locale> {
  if (choice === 'device') {
    try {
      sessionStorage.removeItem(localStorageKeys.language);
      localStorage.removeItem(localStorageKeys.language);
    } catch {
      /* storage unavailable: nothing was remembered either */
    }
    const locale = toLocale(navigator.language) ?? 'en';
    await activateLocale(locale);
    return locale;
  }
  rememberLanguage(choice);
  await activateLocale(choice);
  return choice;
}

export type ServerCheck = 'empty' | 'invalid' | null;

/** Only a non-empty http(s) address (or a same-origin path) is accepted as a custom server. */
export function checkServerAddress(value: string): ServerCheck {
  if (!value.trim()) return 'empty';
  return isValidApiBase(value) ? null : 'invalid';
}

/** For the session only: the next request goes there. */
export function applyServer(address: string | null): boolean {
  return setSessionApiBase(address);
}
