import type { QueryClient } from '@tanstack/react-query';
import type { SubAppId } from '@yoga/platform';
import { couponKeys } from '../keys';

export const couponsChanged = (qc: QueryClient, subApp: SubAppId) =>
  qc.invalidateQueries({ queryKey: couponKeys.all(subApp) });
