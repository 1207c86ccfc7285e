export { createRecorder, RECORDER_CONFIG, type Recorder, type Recording } from './create-recorder';
export { RecorderError, toRecorderError, type RecorderErrorCode } from './errors';
export { recorderErrorMessage, recorderErrorMessages } from './messages';
export {
  useAnswerQuestionStore,
  createAnswerQuestionStore,
  type AnswerQuestionState,
  type QuestionImage,
} from './use-answer-question-store';
export {
  loadAnswerQuestionRecord,
  saveAnswerQuestionRecord,
  clearAnswerQuestionRecord,
} from './answer-record';
export type { AnswerQuestionRecord } from '@yoga/session';
export { VoiceRecorder, type VoiceNote } from './voice/voice-recorder';
export { AnswerImages, AnswerStatus } from './voice/answer-images';
export { AnswerBody, AttachedImages, AttachedVoice, answerClasses } from './voice/answer-body';
export { useAnswerFiles, type UploadFile, type UploadedFile } from './voice/use-answer-files';
