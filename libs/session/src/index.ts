export { type KeyValueStore, defaultStore, safeGet, safeRemove, safeSet, tabStore } from './storage';
export {
  MAX_TOKEN_LENGTH,
  isPlaceholder,
  usableToken,
  parseStoredToken,
  readToken,
  writeToken,
  clearToken,
} from './token';
export { encodeValue, decodeValue, isEncodedValue } from './value-encoding';
export { readBrandValue, writeBrandValue, clearBrandValue, type BrandField } from './brand-values';
export { type UrlParts } from './query';
export {
  takeTokenFromUrl,
  takeOpenIdFromUrl,
  intakeFromLocation,
  adaptTokenForPath,
  type TokenIntake,
  type AccountSwitch,
} from './intake';
export { rememberAccount, accountOfToken, forgetAccount, storedAccount } from './account-memory';
export { guardRoute, loginPathFor, type GuardDecision, type GuardInput } from './guard';
export { safeReturnPath } from './safe-return';
export {
  answerQuestionRedirect,
  readAnswerQuestionRecord,
  type AnswerQuestionRecord,
} from './answer-question';
