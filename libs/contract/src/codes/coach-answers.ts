/**
 * Coaches answering students' questions (/teacher Q&A): business codes and limits. Plain values,
 * no imports (see ranges.ts).
 */
export const COACH_ANSWER_CODES = {
  /** Coach endpoints take a coach token only; student endpoints a student token only. */
  coachOnly: 5452,
  studentOnly: 5453,
  /** The question already has an answer (answer_question_new sends the first one only). */
  alreadyAnswered: 5454,
  /** An answer with neither text, images nor a voice note. */
  emptyAnswer: 5455,
  /** A file of another type than mp3, png or jpeg (judged by its bytes, never its name). */
  badFileType: 5456,
  fileTooLarge: 5457,
  /** A file id that is not one of the caller's uploads, or of the wrong kind (an image as audio). */
  badFile: 5458,
  /** A student's class with no post-class question from the coach (no_answer_image). */
  noClassQuestion: 5459,
  /** The student has answered this class's post-class question already. */
  alreadySubmitted: 5460,
  /** A shared answer opened with a wrong number or password (one answer for both: nothing leaks). */
  wrongPassword: 5461,
  /** Too many wrong passwords for one answer: data.retryAt says when the next try is taken. */
  tooManyTries: 5462,
} as const;

/** Hours a coach has to answer after the student asked; later answers are overdue. */
export const COACH_ANSWER_DEADLINE_HOURS = 24;
export const COACH_ANSWER_TEXT_MAX = 1000;
export const COACH_ANSWER_IMAGES_MAX = 6;
/** Images and voice notes; a 60-second mp3 at 16 kbps is about 120 KB. */
export const COACH_ANSWER_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const COACH_ANSWER_AUDIO_MAX_MS = 60_000;
/** A student's post-class answer (/suman/answer_question_new): at most this many images. */
export const CLASS_QA_IMAGES_MAX = 3;

/** Wrong passwords taken per answer within the window before the answer is locked (brute force). */
export const COACH_ANSWER_PASSWORD_TRIES = 5;
export const COACH_ANSWER_PASSWORD_WINDOW_MINUTES = 15;
/** The answer password the coach sends the student: six digits. */
export const COACH_ANSWER_PASSWORD_PATTERN = /^\d{6}$/;
