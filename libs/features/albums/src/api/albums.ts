import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { AlbumMonthReport, AlbumPhotoPage, AlbumYearReport } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { albumKeys } from '../keys';

/** A grid of three fills whole rows page after page. */
export const PAGE_SIZE = 12;

/** GET /api/albums/photos?subApp=&page=&pageSize= (AUTHORIZE_TOKEN): the caller's photos, newest first. */
export function fetchPhotoPage(subApp: SubAppId, page: number): Promise<AlbumPhotoPage> {
  return api.app.get<AlbumPhotoPage>('albums/photos', {
    searchParams: { subApp, page, pageSize: PAGE_SIZE },
  });
}

export const usePhotos = (subApp: SubAppId, enabled: boolean) =>
  useInfiniteQuery({
    ...pagedQueryOptions({
      queryKey: albumKeys.photos(subApp),
      fetchPage: (page) => fetchPhotoPage(subApp, page),
    }),
    enabled,
  });

/** GET /api/albums/month?subApp=&month= (AUTHORIZE_TOKEN): null asks for the current month. */
export function fetchMonth(subApp: SubAppId, month: string | null): Promise<AlbumMonthReport> {
  return api.app.get<AlbumMonthReport>('albums/month', {
    searchParams: month === null ? { subApp } : { subApp, month },
  });
}

export const useMonth = (subApp: SubAppId, month: string | null, enabled: boolean) =>
  useQuery({ queryKey: albumKeys.month(subApp, month), queryFn: () => fetchMonth(subApp, month), enabled });

/** GET /api/albums/year?subApp=&year= (AUTHORIZE_TOKEN): the caller's practice in a year. */
export const useYear = (subApp: SubAppId, year: number, enabled: boolean) =>
  useQuery({
    queryKey: albumKeys.year(subApp, year),
    queryFn: () =>
      api.app.get<AlbumYearReport>('albums/year', { searchParams: { subApp, year: String(year) } }),
    enabled,
  });
