import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type {
  Distribution,
  PromoteKit,
  SampleProduct,
  SampleReview,
  SampleReviewRequest,
  SampleShipment,
} from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coachPromoteKeys as keys } from './keys';

const get = <T>(path: string, subApp: SubAppId) =>
  api.app.get<T>(`coach-promote/${path}`, { searchParams: { subApp } });

/** GET /api/coach-promote/distribution: invite, invited students, earnings by state. */
export const useDistribution = (subApp: SubAppId) =>
  useQuery({ queryKey: keys.distribution(subApp), queryFn: () => get<Distribution>('distribution', subApp) });

/** GET /api/coach-promote/promote-kit: poster words and copy texts in the caller's language. */
export const usePromoteKit = (subApp: SubAppId) =>
  useQuery({ queryKey: keys.kit(subApp), queryFn: () => get<PromoteKit>('promote-kit', subApp) });

/** GET /api/coach-promote/samples/:spuId; a null id asks nothing (the screen shows not found). */
export const useSample = (subApp: SubAppId, spuId: number | null) =>
  useQuery({
    queryKey: keys.sample(subApp, spuId ?? 0),
    queryFn: () => get<SampleProduct>(`samples/${spuId}`, subApp),
    enabled: spuId !== null,
  });

export const useReviews = (subApp: SubAppId) =>
  useQuery({ queryKey: keys.reviews(subApp), queryFn: () => get<SampleReview[]>('reviews', subApp) });

export const useShipments = (subApp: SubAppId) =>
  useQuery({ queryKey: keys.shipments(subApp), queryFn: () => get<SampleShipment[]>('shipments', subApp) });

/** POST /api/coach-promote/samples/:spuId/review; the sample, the record and the shipments refetch. */
export function useSubmitReview(subApp: SubAppId, spuId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SampleReviewRequest, 'subApp'>) =>
      api.app.post<SampleReview>(`coach-promote/samples/${spuId}/review`, { subApp, ...body }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all(subApp) }),
  });
}
