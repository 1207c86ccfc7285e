import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import {
  GIFT_CARD_CODE_LENGTH,
  giftCardCodeProblem,
  groupGiftCardCode,
  normaliseGiftCardCode,
} from '@yoga/contract/codes';
import { Field } from '@yoga/ui';
import s from './gift-cards.module.css';

/** What is typed or pasted, as the code it means: separators dropped, upper case, at most 16 characters. */
export const codeOf = (raw: string) => normaliseGiftCardCode(raw).slice(0, GIFT_CARD_CODE_LENGTH);

/**
 * The code field: shown in groups of four as typed, checked as typed (a character no code has is
 * named at once; a short code only once the user tried to redeem). `value` is the normalised code.
 */
export function CodeInput({
  value,
  onChange,
  tried,
  refusal,
}: {
  value: string;
  onChange: (code: string) => void;
  /** The user pressed redeem: an incomplete code is now an error, not a count. */
  tried: boolean;
  /** The server's refusal in words, shown under the field. */
  refusal?: ReactNode;
}) {
  const problem = giftCardCodeProblem(value);
  const left = GIFT_CARD_CODE_LENGTH - value.length;
  const length = GIFT_CARD_CODE_LENGTH;
  const error =
    problem === 'characters' ? (
      <Trans>兑换码由字母和数字组成，不含 I、O、0、1，请核对</Trans>
    ) : tried && problem === 'empty' ? (
      <Trans>请输入兑换码</Trans>
    ) : tried && problem === 'length' ? (
      <Trans>
        兑换码为 {length} 位，还差 {left} 位
      </Trans>
    ) : null;
  return (
    <Field
      label={<Trans>兑换码</Trans>}
      error={error ?? refusal}
      hint={
        value.length === 0 ? (
          <Trans>{length} 位字母和数字，见卡片背面</Trans>
        ) : problem === null ? (
          <Trans>格式正确</Trans>
        ) : (
          <Trans>还差 {left} 位</Trans>
        )
      }
    >
      {(control) => (
        <input
          {...control}
          className={s.code}
          value={groupGiftCardCode(value)}
          onChange={(e) => onChange(codeOf(e.target.value))}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          maxLength={GIFT_CARD_CODE_LENGTH * 2}
        />
      )}
    </Field>
  );
}
