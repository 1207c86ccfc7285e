import type { ClassMaterialSeries } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/** Every query key of this domain; the sub-app is in every key (one QueryClient serves several tokens). */
export const classMaterialsKeys = {
  all: (subApp: SubAppId) => ['class-materials', subApp] as const,
  series: (subApp: SubAppId, series: ClassMaterialSeries) =>
    [...classMaterialsKeys.all(subApp), 'series', series] as const,
};
