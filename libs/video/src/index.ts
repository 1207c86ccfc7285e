/**
 * The one video player of the product: course-media's recorded classes and slim's video courses.
 * Import it only from lazily loaded screens: it is never part of an app's first chunk.
 */
export { usePlayer, type Player, type PlayerOptions, type PlayerSource } from './use-player';
export { VideoPlayer, type VideoPlayerProps, type CaptionTrackProps } from './video-player';
export { SpeedButtons } from './speed-buttons';
export { ChapterList, currentChapter, type ChapterListProps } from './chapter-list';
export {
  SPEEDS,
  SAVE_EVERY_MS,
  resumeKey,
  readResume,
  saveResume,
  clearResume,
  readSpeed,
  saveSpeed,
  type ResumeScope,
} from './resume';
