export { type KeyValueStore, defaultStore } from './storage';
export { usableToken, parseStoredToken, readToken, writeToken, clearToken } from './token';
export {
  encodeValue,
  decodeValue,
  readBrandValue,
  writeBrandValue,
  clearBrandValue,
  type BrandField,
} from './encoding';
export { takeTokenFromUrl, takeOpenIdFromUrl, intakeFromLocation, type UrlParts } from './intake';
export { guardRoute, loginPathFor, type GuardDecision } from './guard';
export { safeReturnPath } from './safe-return';
export { answerQuestionRedirect, readAnswerQuestionRecord, type AnswerQuestionRecord } from './answer-question';
