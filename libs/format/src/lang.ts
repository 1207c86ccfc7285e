import { i18n } from '@yoga/i18n';

export type Lang = 'zh' | 'en';

/** The UI language; anything but English reads as Chinese (the source language). */
export const lang = (): Lang => (i18n.locale === 'en' ? 'en' : 'zh');

/** The Intl locale for names of months and weekdays and for compact numbers. */
export const intlLocale = (): string => (lang() === 'en' ? 'en-US' : 'zh-CN');

export const pad2 = (n: number): string => String(n).padStart(2, '0');
