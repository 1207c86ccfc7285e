import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Playback } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { courseMediaKeys, type Viewer } from '../keys';

/**
 * GET /api/course-media/playbacks/:id?subApp= (optional token). Silent like the card: not found and
 * failures are the screen's own states. The video URL's ticket expires, so the answer is never reused
 * for long (staleTime 0: a retry after a player error fetches a fresh ticket).
 */
export function fetchPlayback(subApp: SubAppId, id: number): Promise<Playback> {
  return api.app.get<Playback>(`course-media/playbacks/${id}`, {
    searchParams: { subApp },
    showError: false,
  });
}

export const playbackOptions = (subApp: SubAppId, id: number, viewer: Viewer) =>
  queryOptions({
    queryKey: courseMediaKeys.playback(subApp, id, viewer),
    queryFn: () => fetchPlayback(subApp, id),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** An id that did not parse (0) names nothing: no request, the screen shows not-found. */
export const usePlayback = (subApp: SubAppId, id: number, viewer: Viewer) =>
  useQuery({ ...playbackOptions(subApp, id, viewer), enabled: id > 0 });
