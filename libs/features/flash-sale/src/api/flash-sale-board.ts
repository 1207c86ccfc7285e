import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { FlashSaleBoard } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { flashSaleKeys } from '../keys';

/** The board and how far the phone's clock is from the server's (server minus phone, in ms). */
export type BoardWithClock = FlashSaleBoard & { skew: number };

/** GET /api/flash-sale/sessions?subApp= (AUTHORIZE_TOKEN): the day's sessions by the server's clock. */
export async function fetchFlashSaleBoard(subApp: SubAppId): Promise<BoardWithClock> {
  const asked = Date.now();
  const board = await api.app.get<FlashSaleBoard>('flash-sale/sessions', { searchParams: { subApp } });
  // The server read its clock somewhere between asking and hearing back: the midpoint is the best guess.
  const skew = Date.parse(board.now) - (asked + Date.now()) / 2;
  return { ...board, skew: Number.isFinite(skew) ? skew : 0 };
}

export const flashSaleBoardOptions = (subApp: SubAppId) =>
  queryOptions({ queryKey: flashSaleKeys.board(subApp), queryFn: () => fetchFlashSaleBoard(subApp) });

export const useFlashSaleBoard = (subApp: SubAppId) => useQuery(flashSaleBoardOptions(subApp));
