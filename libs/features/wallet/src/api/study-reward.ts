import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { StudyProgress, StudyRewardRule } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { walletKeys } from '../keys';

/** GET /api/study-reward/rule?subApp= : no sign-in needed (the page is the programme's rules too). */
export const fetchRule = (subApp: SubAppId) =>
  api.app.get<StudyRewardRule>('study-reward/rule', { searchParams: { subApp }, auth: false });
export const ruleOptions = (subApp: SubAppId) =>
  queryOptions({
    queryKey: walletKeys.rule(subApp),
    queryFn: () => fetchRule(subApp),
    staleTime: 10 * 60_000,
  });
export const useStudyRule = (subApp: SubAppId) => useQuery(ruleOptions(subApp));

/** GET /api/study-reward/progress?subApp=&month= ('' asks for this month, as the server counts it). */
export const fetchProgress = (subApp: SubAppId, month: string) =>
  api.app.get<StudyProgress>('study-reward/progress', {
    searchParams: month ? { subApp, month } : { subApp },
  });
export const progressOptions = (subApp: SubAppId, month: string) =>
  queryOptions({ queryKey: walletKeys.progress(subApp, month), queryFn: () => fetchProgress(subApp, month) });
export const useStudyProgress = (subApp: SubAppId, month: string, enabled: boolean) =>
  useQuery({ ...progressOptions(subApp, month), enabled });
