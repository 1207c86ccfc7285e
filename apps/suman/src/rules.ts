import { t } from '@lingui/core/macro';
import { answerQuestionRedirect } from '@yoga/session';
import { appConfig, type RouteLocation } from '@yoga/app-shell';
import { crossApp, link } from '@yoga/platform';

/**
 * /suman/class_guide hands its whole query to the public video page as one encoded `data` value.
 * That page is not built here, so no screen declares `data`: the route comes from the registry, the
 * query is added to it. A query that names no video (the plain link students get) falls back to the
 * deployment's class-guide recording (VITE_CLASS_GUIDE_VIDEO) and its title in the reader's
 * language; a build without one sends no video, and the video page says the link lacks one.
 */
export function classGuideTarget(
  loc: RouteLocation,
  video: string | null = appConfig().classGuideVideo ?? null,
): string {
  const q = Object.fromEntries(new URLSearchParams(loc.search));
  const named = ['url', 'src', 'video'].some((k) => q[k]);
  const fallback = video ? { url: video } : {};
  const data = named ? q : { ...q, ...fallback, title: q.title || t`上课指南` };
  return `${link(crossApp.public, 'video')}?data=${encodeURIComponent(JSON.stringify(data))}`;
}

/** A coach who already saved an answer link goes to it, unless `force` asks for the form again. */
export function answerQuestionTarget(loc: RouteLocation): string | null {
  return answerQuestionRedirect(loc.search, window.localStorage);
}
