import { answerQuestionRedirect } from '@yoga/session';
import type { RouteLocation } from '@yoga/app-shell';
import { crossApp, link } from '@yoga/platform';

/**
 * /suman/class_guide hands its whole query to the public video page as one encoded `data` value.
 * That page is not built here, so no screen declares `data`: the route comes from the registry, the
 * query is added to it.
 */
export function classGuideTarget(loc: RouteLocation): string {
  const data = JSON.stringify(Object.fromEntries(new URLSearchParams(loc.search)));
  return `${link(crossApp.public, 'video')}?data=${encodeURIComponent(data)}`;
}

/** A coach who already saved an answer link goes to it, unless `force` asks for the form again. */
export function answerQuestionTarget(loc: RouteLocation): string | null {
  return answerQuestionRedirect(loc.search, window.localStorage);
}
