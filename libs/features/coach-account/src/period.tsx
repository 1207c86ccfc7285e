import { formatDate } from '@yoga/format';

/** A payout's period: its first and last day, in China time. */
export function Period({ start, end }: { start: string; end: string }) {
  return <>{`${formatDate(start)} – ${formatDate(end)}`}</>;
}
