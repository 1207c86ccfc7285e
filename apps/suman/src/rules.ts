import { t } from '@lingui/core/macro';
import { answerQuestionRedirect } from '@yoga/session';
import type { RouteLocation } from '@yoga/app-shell';
import { crossApp, link } from '@yoga/platform';

/** The stand-in's seeded class-guide recording (domain pages): the guide every student may watch. */
export const CLASS_GUIDE_VIDEO = '/api/pages/media/class-guide.webm';

/**
 * /suman/class_guide hands its whole query to the public video page as one encoded `data` value.
 * That page is not built here, so no screen declares `data`: the route comes from the registry, the
 * query is added to it. A query that names no video (the plain link students get) falls back to the
 * class-guide recording and its title in the reader's language, so the page always has a video.
 */
export function classGuideTarget(loc: RouteLocation): string {
  const q = Object.fromEntries(new URLSearchParams(loc.search));
  const named = ['url', 'src', 'video'].some((k) => q[k]);
  const data = named ? q : { ...q, url: CLASS_GUIDE_VIDEO, title: q.title || t`上课指南` };
  return `${link(crossApp.public, 'video')}?data=${encodeURIComponent(JSON.stringify(data))}`;
}

/** A coach who already saved an answer link goes to it, unless `force` asks for the form again. */
export function answerQuestionTarget(loc: RouteLocation): string | null {
  return answerQuestionRedirect(loc.search, window.localStorage);
}
