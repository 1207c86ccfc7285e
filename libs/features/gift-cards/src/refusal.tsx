import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import { refusalText } from '@yoga/ui';
import { GIFT_CARD_CODES, GIFT_CARD_KEY_PATTERN } from '@yoga/contract/codes';
import { formatDateTime, formatTime } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import s from './gift-cards.module.css';

const dataOf = (e: ApiBusinessError) => (e.data ?? {}) as { key?: unknown; retryAt?: unknown };

/** A refused redemption in words of our own (never the server's text alone), with the way on where there is one. */
export function redeemRefusal(error: unknown, sub: SubApp, now = Date.now()): ReactNode {
  if (!(error instanceof ApiBusinessError)) return <Trans>网络不太好，兑换没有完成，请稍后重试</Trans>;
  switch (error.code) {
    case GIFT_CARD_CODES.codeInvalid:
      return <Trans>兑换码不正确，请核对后重新输入</Trans>;
    case GIFT_CARD_CODES.codeUsed:
      return <Trans>这张礼品卡已经兑换过了，每张卡只能兑换一次</Trans>;
    case GIFT_CARD_CODES.codeExpired:
      return <Trans>这张礼品卡已过期，无法兑换</Trans>;
    case GIFT_CARD_CODES.wrongType: {
      const key = dataOf(error).key;
      const to = typeof key === 'string' && GIFT_CARD_KEY_PATTERN.test(key) ? key : null;
      return (
        <>
          <Trans>这个兑换码不是本页的礼品卡</Trans>
          {to && (
            <>
              {' '}
              <Link to={link(sub, 'gift_card_redeem/:key', { key: to })} className={s.link}>
                <Trans>去对应的兑换页</Trans>
              </Link>
            </>
          )}
        </>
      );
    }
    case GIFT_CARD_CODES.tooManyAttempts: {
      const at = Date.parse(String(dataOf(error).retryAt ?? ''));
      if (Number.isNaN(at)) return <Trans>尝试次数过多，请稍后再试</Trans>;
      // Within a day: the time alone reads best; otherwise the date too.
      const when = at - now < 20 * 3600_000 ? formatTime(at) : formatDateTime(at);
      return <Trans>尝试次数过多，请在 {when} 后再试</Trans>;
    }
    case GIFT_CARD_CODES.typeNotFound:
      return <Trans>没有这种礼品卡</Trans>;
    case GIFT_CARD_CODES.agreementRequired:
      return <Trans>请先阅读并同意兑换须知</Trans>;
    default:
      return refusalText(error, <Trans>兑换失败，请稍后重试</Trans>);
  }
}
