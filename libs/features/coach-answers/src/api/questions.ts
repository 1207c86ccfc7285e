import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pagedQueryOptions, uploadFile } from '@yoga/api';
import type {
  CoachAnswerFile,
  CoachAnswerRequest,
  CoachAnswerResult,
  CoachQuestion,
  CoachQuestionPage,
} from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coachAnswersKeys } from '../keys';

export const PAGE_SIZE = 10;
export type QuestionFilter = 'all' | 'open' | 'overdue' | 'answered';

/** GET /api/coach-answers/questions (coach token): overdue first, then open, then answered. */
export function fetchQuestionPage(subApp: SubAppId, state: QuestionFilter, page: number) {
  return api.app.get<CoachQuestionPage>('coach-answers/questions', {
    searchParams: { subApp, state, page, pageSize: PAGE_SIZE },
  });
}

export const useQuestionList = (subApp: SubAppId, state: QuestionFilter) =>
  useInfiniteQuery(
    pagedQueryOptions({
      queryKey: coachAnswersKeys.list(subApp, state),
      fetchPage: (page) => fetchQuestionPage(subApp, state, page),
    }),
  );

export const questionOptions = (subApp: SubAppId, id: number) =>
  queryOptions({
    queryKey: coachAnswersKeys.detail(subApp, id),
    queryFn: () => api.app.get<CoachQuestion>(`coach-answers/questions/${id}`, { searchParams: { subApp } }),
  });

/** A malformed id (null) sends nothing: the screen shows not-found at once. */
export const useQuestion = (subApp: SubAppId, id: number | null) =>
  useQuery({ ...questionOptions(subApp, id ?? 0), enabled: id !== null });

/** POST /api/coach-answers/files: one mp3 or image, with upload progress (0..1). */
export const uploadAnswerFile = (subApp: SubAppId, file: Blob, onProgress?: (f: number) => void) =>
  uploadFile<CoachAnswerFile>('coach-answers/files', file, { searchParams: { subApp }, onProgress });

/** Sends an answer (a follow-up on answer_question_new2); the inbox and the question refetch. */
export function useSendAnswer(subApp: SubAppId, id: number, followUp: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachAnswerRequest) =>
      api.app.post<CoachAnswerResult>(`coach-answers/questions/${id}/answers`, body, {
        searchParams: followUp ? { subApp, followUp: 1 } : { subApp },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: coachAnswersKeys.all(subApp) }),
  });
}
