import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import {
  ActionBar,
  EmptyState,
  Facts,
  InfoRow,
  outcomeOf,
  Page,
  QueryState,
  ResultHeading,
  ResultPage,
  useSubApp,
  cx,
} from '@yoga/ui';
import type { GiftCardRedemption } from '@yoga/contract';
import { useLatestRedemption } from './api/latest-redemption';
import { GrantLine, keyOf } from './grant-line';
import s from './gift-cards.module.css';

/** Where a redemption's grant is seen: the class pass's page, the member page, or (slim, no member page) home. */
function grantPage(sub: SubApp, r: GiftCardRedemption) {
  if (r.kind === 'class_pass' && r.classPassId !== null && sub.brand !== 'slim')
    return { to: link(sub, 'course_card/:id', { id: r.classPassId }), label: <Trans>查看课程卡</Trans> };
  if (sub.brand === 'slim') return { to: link(sub, 'home'), label: <Trans>返回首页</Trans> };
  return { to: link(sub, 'my_vip'), label: <Trans>查看我的会员</Trans> };
}

/**
 * After a redemption: what was granted and until when, read from the server (the caller's latest
 * redemption of the path's type), never from the URL. No redemption yet: says so, with the way to redeem.
 */
export default function GiftCardRedeemSuccessScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const key = keyOf(useParams().key);
  const latest = useLatestRedemption(sub.id, key);
  // Nothing redeemed yet is headed so, not 兑换成功 (the route's title stays the document's); short
  // enough for the nav bar in English, the sentence below it.
  const words = {
    done: t`兑换成功`,
    pending: t`兑换结果`,
    failed: t`兑换结果`,
    missing: key === null ? t`没有这种礼品卡` : t`尚未兑换`,
    checking: t`兑换结果`,
  };
  const outcome = outcomeOf(latest, key === null, (d) => (d.redemption === null ? 'missing' : 'done'));
  return (
    <ResultPage outcome={outcome} words={words}>
      <QueryState
        query={latest}
        notFound={key === null}
        notFoundTitle={<ResultHeading />}
        skeleton={{ shape: 'detail', lines: 4 }}
        errorMessage={t`兑换结果加载失败，请重试`}
        isEmpty={(d) => d.redemption === null}
        empty={
          <EmptyState
            title={<ResultHeading />}
            description={<Trans>还没有兑换过这种礼品卡，兑换后获得的权益会显示在这里</Trans>}
            action={
              key && (
                <Link className="y-btn" to={link(sub, 'gift_card_redeem/:key', { key })}>
                  <Trans>去兑换</Trans>
                </Link>
              )
            }
          />
        }
      >
        {(d) => {
          const r = d.redemption!;
          const next = grantPage(sub, r);
          return (
            <Page data-testid="gift-card-success">
              <section className={cx('y-col y-align-center y-gap-1 y-center', s.done)}>
                <span className={s.mark} aria-hidden="true">
                  ✓
                </span>
                <h2 className="y-m0 y-xl">
                  <ResultHeading />
                </h2>
                <p className="y-m0 y-muted">
                  <Trans>
                    已获得 <GrantLine kind={r.kind} days={r.days} sessions={r.sessions} />
                  </Trans>
                </p>
              </section>
              <Facts>
                <InfoRow k={<Trans>礼品卡</Trans>}>{r.name}</InfoRow>
                <InfoRow k={<Trans>有效期至</Trans>}>
                  <span data-testid="valid-until">{formatDate(r.validUntil)}</span>
                </InfoRow>
                <InfoRow k={<Trans>兑换码</Trans>}>
                  <Trans>尾号 {r.codeTail}</Trans>
                </InfoRow>
                <InfoRow k={<Trans>兑换时间</Trans>}>{formatDateTime(r.redeemedAt)}</InfoRow>
              </Facts>
              <ActionBar>
                <Link className="y-btn" to={next.to}>
                  {next.label}
                </Link>
              </ActionBar>
            </Page>
          );
        }}
      </QueryState>
    </ResultPage>
  );
}
