import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { CoachAnswerRecord } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coachAnswersKeys } from '../keys';

/** GET /api/coach-answers/records/:id (coach token): the number and password of an answered question. */
export const fetchAnswerRecord = (subApp: SubAppId, id: number) =>
  // A wrong id is the page's own not-found state, not a toast over it.
  api.app.get<CoachAnswerRecord>(`coach-answers/records/${id}`, {
    searchParams: { subApp },
    showError: false,
  });

export const answerRecordOptions = (subApp: SubAppId, id: number) =>
  queryOptions({
    queryKey: coachAnswersKeys.record(subApp, id),
    queryFn: () => fetchAnswerRecord(subApp, id),
  });

/** A malformed id (null) asks nothing: copy_success shows its not-found state at once. */
export const useAnswerRecord = (subApp: SubAppId, id: number | null) =>
  useQuery({ ...answerRecordOptions(subApp, id ?? 0), enabled: id !== null });
