import { i18n } from '@yoga/i18n';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * The kit's English, for its own tests until the extractor puts it in the catalogs (the same map is
 * handed to the integrator as tmp/i18n/format.json). Keys are the Chinese source messages.
 */
export const english: Record<string, string> = {
  免费: 'Free',
  '{count, plural, one {# 积分} other {# 积分}}': '{count, plural, one {# point} other {# points}}',
  '{percentOff, plural, other {{zhe}折}}': '{percentOff, plural, other {#% off}}',
  '{text}（北京时间）': '{text} China time',
  刚刚: 'just now',
  '{minutes}分钟前': '{minutes} min ago',
  '{hours}小时前': '{hours} h ago',
  '昨天 {time}': 'Yesterday {time}',
  '{m} 分钟': '{m} min',
  '{days}天 {clock}': '{days}d {clock}',
  '剩余 {days} 天 {hours} 小时': '{days} d {hours} h left',
  '剩余 {hours} 小时': '{hours} h left',
  '剩余 {minutes} 分钟': '{minutes} min left',
};

/** Switch the kit's tests to a language, with the map above as the English catalog. */
export function setLanguage(locale: 'zh' | 'en'): void {
  const messages: Record<string, string> = {};
  if (locale === 'en') for (const [zh, en] of Object.entries(english)) messages[generateMessageId(zh)] = en;
  i18n.loadAndActivate({ locale, messages });
}
