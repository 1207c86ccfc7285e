import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Order, VideoCourse, VideoLessonDetail, VideoProgress } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import type { SubApp } from '@yoga/platform';
import { slimVideoKeys, type Viewer } from '../keys';
import { isSignedIn } from '@yoga/ui';

export const viewerOf = (sub: SubApp): Viewer => (isSignedIn(sub) ? 'user' : 'guest');

/** GET /api/slim-video/courses/:id?subApp= (optional token). Not found and failures are the screen's states. */
export const fetchVideoCourse = (subApp: SubAppId, id: number) =>
  api.app.get<VideoCourse>(`slim-video/courses/${id}`, { searchParams: { subApp }, showError: false });

/** An id that did not parse (0) names nothing: no request. */
export const useVideoCourse = (subApp: SubAppId, id: number, viewer: Viewer) =>
  useQuery({
    queryKey: slimVideoKeys.course(subApp, id, viewer),
    queryFn: () => fetchVideoCourse(subApp, id),
    enabled: id > 0,
  });

/** GET /api/slim-video/lessons/:id?subApp=: never reused for long (the position changes as it plays). */
export const useLesson = (subApp: SubAppId, id: number, viewer: Viewer) =>
  useQuery({
    queryKey: slimVideoKeys.lesson(subApp, id, viewer),
    queryFn: () =>
      api.app.get<VideoLessonDetail>(`slim-video/lessons/${id}`, {
        searchParams: { subApp },
        showError: false,
      }),
    enabled: id > 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** POST /api/slim-video/lessons/:id/progress?subApp=: silent; a lost write only costs a few seconds. */
export const saveProgress = (subApp: SubAppId, id: number, positionSec: number) =>
  api.app
    .post<VideoProgress>(
      `slim-video/lessons/${id}/progress`,
      { positionSec: Math.floor(positionSec) },
      { searchParams: { subApp }, showError: false },
    )
    .catch(() => null);

/** POST /api/slim-video/courses/:id/order?subApp=: the order to pay at the cashier; refusals are toasted. */
export function useOrderCourse(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.app.post<Order>(`slim-video/courses/${id}/order`, undefined, { searchParams: { subApp } }),
    onSettled: () => client.invalidateQueries({ queryKey: slimVideoKeys.all(subApp) }),
  });
}
