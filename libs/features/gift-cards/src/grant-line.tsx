import { Trans } from '@lingui/react/macro';
import { GIFT_CARD_KEY_PATTERN } from '@yoga/contract/codes';

/** The path's card type, or null when it cannot name one (not found at once, no request). */
export const keyOf = (raw: string | undefined): string | null =>
  raw !== undefined && GIFT_CARD_KEY_PATTERN.test(raw) ? raw : null;

/** What a card grants, in a few words: "30 天会员时长" / "10 次课，180 天内有效". */
export function GrantLine({ kind, days, sessions }: { kind: string; days: number; sessions: number | null }) {
  return kind === 'class_pass' && sessions !== null ? (
    <Trans>
      {sessions} 次课，{days} 天内有效
    </Trans>
  ) : (
    <Trans>{days} 天会员时长</Trans>
  );
}
