// Every value a screen shows goes through here: money in integer fen, times in the business's zone
// (labelled when the phone's differs), one date style per language. See README.md.
export { formatMoney, type MoneyOptions } from './money';
export {
  formatSigned,
  formatPoints,
  formatDiscount,
  formatCompact,
  formatDecimal,
  formatBytes,
} from './numbers';
export { BUSINESS_ZONE, businessDay, type When } from './zone';
export {
  formatDate,
  formatTime,
  formatDateTime,
  formatClassTime,
  formatDay,
  formatMonth,
  formatClock,
  type DateOptions,
  type TimeOptions,
} from './dates';
export { formatRelative } from './relative';
export { addMonths } from './months';
export { parseYuan, type YuanProblem } from './yuan';
export {
  formatDuration,
  formatMinutes,
  formatCountdown,
  formatTimeLeft,
  countdownParts,
  type CountdownParts,
} from './duration';
export { useNow } from './use-now';
export { useCountdown, type Countdown } from './use-countdown';
export { parseId, parseKey, parseQuery, q, type Reader } from './parse';
export { formatRegion, formatAddress, maskPhone, formatPhone } from './address';
export { maskName } from './mask';
