import { Trans } from '@lingui/react/macro';
import type { CoachEvent } from '@yoga/contract';

/** Where I stand with an event, in a word. */
export function MyStatus({ e }: { e: CoachEvent }) {
  if (!e.signedUp) return null;
  if (e.state === 'upcoming') return <Trans>已报名</Trans>;
  if (e.state === 'ongoing') return <Trans>进行中</Trans>;
  return e.feedback ? <Trans>已参加 · 已评价</Trans> : <Trans>已参加 · 待评价</Trans>;
}

export function SeatsLeft({ e }: { e: CoachEvent }) {
  const left = e.seatsLeft;
  const seats = e.seats;
  return (
    <Trans>
      剩余 {left} / {seats} 个名额
    </Trans>
  );
}
