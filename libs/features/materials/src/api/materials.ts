import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { HomeworkClass, HomeworkFile, MaterialClass, MaterialRecordPage } from '@yoga/contract';
import { MATERIAL_PAGE_SIZE } from '@yoga/contract/codes';
import type { SubAppId } from '@yoga/platform';
import { materialsKeys } from '../keys';

/** GET /api/materials/classes: the coach's classes that need material. */
export const classesOptions = (subApp: SubAppId) =>
  queryOptions({
    queryKey: materialsKeys.classes(subApp),
    queryFn: () =>
      api.app
        .get<{ list: MaterialClass[] }>('materials/classes', { searchParams: { subApp } })
        .then((r) => r.list),
  });
export const useMaterialClasses = (subApp: SubAppId) => useQuery(classesOptions(subApp));

/** GET /api/materials/records: the coach's materials with their review status, newest first. */
export const useMaterialRecords = (subApp: SubAppId) =>
  useInfiniteQuery(
    pagedQueryOptions({
      queryKey: materialsKeys.records(subApp),
      fetchPage: (page) =>
        api.app.get<MaterialRecordPage>('materials/records', {
          searchParams: { subApp, page, pageSize: MATERIAL_PAGE_SIZE },
        }),
    }),
  );

/** GET /api/materials/homework: what students handed in for the coach's classes. */
export const useCoachHomework = (subApp: SubAppId) =>
  useQuery({
    queryKey: materialsKeys.homework(subApp),
    queryFn: () =>
      api.app
        .get<{ list: HomeworkFile[] }>('materials/homework', { searchParams: { subApp } })
        .then((r) => r.list),
  });

/** GET /api/materials/homework/:confId: the student's task and what they handed in; null id: no request. */
export const useHomeworkClass = (subApp: SubAppId, confId: number | null) =>
  useQuery({
    queryKey: materialsKeys.homeworkClass(subApp, confId ?? 0),
    queryFn: () => api.app.get<HomeworkClass>(`materials/homework/${confId}`, { searchParams: { subApp } }),
    enabled: confId !== null,
  });
