import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, uploadFile } from '@yoga/api';
import type { ClassQaAnswerRequest, ClassQaClass, ClassQaClassList, CoachAnswerFile } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { classQaKeys } from '../keys';

/** GET /api/coach-answers/student/classes: the classes the student attended, newest first. */
export const useClasses = (subApp: SubAppId, enabled: boolean) =>
  useQuery({
    queryKey: classQaKeys.list(subApp),
    queryFn: () =>
      api.app.get<ClassQaClassList>('coach-answers/student/classes', { searchParams: { subApp } }),
    enabled,
  });

/** One class with the coach's post-class question and the student's answer; a malformed id asks nothing. */
export const useClass = (subApp: SubAppId, id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: classQaKeys.detail(subApp, id ?? 0),
    queryFn: () =>
      api.app.get<ClassQaClass>(`coach-answers/student/classes/${id}`, { searchParams: { subApp } }),
    enabled: enabled && id !== null,
  });

/** POST /api/coach-answers/student/files: an image or the mp3 voice note, with progress (0..1). */
export const uploadClassFile = (subApp: SubAppId, file: Blob, onProgress?: (f: number) => void) =>
  uploadFile<CoachAnswerFile>('coach-answers/student/files', file, { searchParams: { subApp }, onProgress });

/** Sends the answer once; the class and the list refetch. */
export function useSubmitAnswer(subApp: SubAppId, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassQaAnswerRequest) =>
      api.app.post<ClassQaClass>(`coach-answers/student/classes/${id}/answer`, body, {
        searchParams: { subApp },
      }),
    onSuccess: (data) => client.setQueryData(classQaKeys.detail(subApp, id), data),
    onSettled: () => client.invalidateQueries({ queryKey: classQaKeys.all(subApp) }),
  });
}
