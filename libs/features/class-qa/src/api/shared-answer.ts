import { useMutation } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { SharedAnswer } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/**
 * POST /api/coach-answers/shared/:id: the coach's answer opened with its number and password, signed
 * in or not. A POST (the password stays out of URLs and logs) and nothing cached: each open is a try
 * the server counts.
 */
export const openSharedAnswer = (subApp: SubAppId, id: number, password: string) =>
  // The screen words every refusal beside the field (tries left, locked until): no toast on top.
  api.app.post<SharedAnswer>(
    `coach-answers/shared/${id}`,
    { password },
    { searchParams: { subApp }, showError: false },
  );

export const useOpenSharedAnswer = (subApp: SubAppId) =>
  useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      openSharedAnswer(subApp, id, password),
  });
