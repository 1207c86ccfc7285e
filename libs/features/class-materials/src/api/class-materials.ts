import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { ClassMaterialFile, ClassMaterialList, ClassMaterialSeries } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { classMaterialsKeys } from '../keys';

/** GET /api/class-materials?subApp=&series= (AUTHORIZE_TOKEN of a student sub-app). */
export function fetchClassMaterials(
  subApp: SubAppId,
  series: ClassMaterialSeries,
): Promise<ClassMaterialList> {
  return api.app.get<ClassMaterialList>('class-materials', { searchParams: { subApp, series } });
}

export const classMaterialsOptions = (subApp: SubAppId, series: ClassMaterialSeries) =>
  queryOptions({
    queryKey: classMaterialsKeys.series(subApp, series),
    queryFn: () => fetchClassMaterials(subApp, series),
  });

/** Signed out: nothing is asked (the screen shows the sign-in prompt). */
export const useClassMaterials = (subApp: SubAppId, series: ClassMaterialSeries, enabled: boolean) =>
  useQuery({ ...classMaterialsOptions(subApp, series), enabled });

/** POST /api/class-materials/files/:id/viewed?subApp=: marks one file viewed; again changes nothing. */
export function markViewed(subApp: SubAppId, id: number): Promise<ClassMaterialFile> {
  return api.app.post<ClassMaterialFile>(`class-materials/files/${id}/viewed`, undefined, {
    searchParams: { subApp },
  });
}

/** The mark shows at once (the server's answer replaces the file), and every series refetches. */
export function useMarkViewed(subApp: SubAppId, series: ClassMaterialSeries) {
  const client = useQueryClient();
  const key = classMaterialsKeys.series(subApp, series);
  return useMutation({
    mutationFn: (id: number) => markViewed(subApp, id),
    onSuccess: (file) =>
      client.setQueryData<ClassMaterialList>(key, (old) =>
        old
          ? {
              ...old,
              groups: old.groups.map((g) => ({
                ...g,
                files: g.files.map((f) => (f.id === file.id ? { ...f, viewed: true } : f)),
              })),
            }
          : old,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: classMaterialsKeys.all(subApp) }),
  });
}
