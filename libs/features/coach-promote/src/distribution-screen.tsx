import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Distribution, EarningState } from '@yoga/contract';
import { formatDate, formatMoney } from '@yoga/format';
import { link } from '@yoga/platform';
import { CopyButton, cx, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useDistribution } from './api';
import { inviteUrl } from './invite-link';
import { QrSvg } from '@yoga/ui/qr-svg';
import css from './coach-promote.module.css';

/** vip_distribution: my invite link and QR, what invited students earned me (pending, settled), who joined. */
export default function DistributionScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const q = useDistribution(sub.id);
  return (
    <PageShell>
      <QueryState query={q} skeleton="cards" errorMessage={t`分销数据加载失败，请重试`}>
        {(d) => <DistributionBody d={d} />}
      </QueryState>
    </PageShell>
  );
}

function DistributionBody({ d }: { d: Distribution }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const [tab, setTab] = useState<EarningState>('pending');
  const url = inviteUrl(sub, d.teacherId);
  const discount = d.discountPercent;
  const shown = d.earnings.filter((e) => e.state === tab);
  return (
    <div className="y-stack" data-testid="distribution">
      <section className="y-card y-col y-gap-3">
        <h2 className="y-m0 y-lg">
          <Trans>我的邀请</Trans>
        </h2>
        <p className="y-m0 y-sm y-muted">
          <Trans>学员通过你的链接开通会员立减 {discount}%，你获得佣金。</Trans>
        </p>
        <div className={css.qr}>
          <QrSvg value={url} size={160} label={t`邀请二维码，扫码打开会员邀请页`} testId="invite-qr" />
        </div>
        <div className="y-row y-gap-2 y-m0">
          <code className={cx('y-grow y-xs', css.breakAll)} data-testid="invite-url">
            {url}
          </code>
          <CopyButton value={url} label={t`复制邀请链接`} />
        </div>
        <Link className="y-btn y-btn-block" to={link(sub, 'promote_tools')}>
          <Trans>生成推广海报</Trans>
        </Link>
      </section>

      <section className="y-card y-col y-gap-3">
        <h2 className="y-m0 y-lg">
          <Trans>我的收益</Trans>
        </h2>
        <dl className="y-grid-2 y-m0">
          <div className="y-tint y-rounded y-pad-3">
            <dt className="y-sm y-muted">
              <Trans>待结算</Trans>
            </dt>
            <dd className="y-m0 y-mt-1 y-bold y-xl" data-testid="total-pending">
              {formatMoney(d.totals.pending)}
            </dd>
          </div>
          <div className="y-tint y-rounded y-pad-3">
            <dt className="y-sm y-muted">
              <Trans>已结算</Trans>
            </dt>
            <dd className="y-m0 y-mt-1 y-bold y-xl" data-testid="total-settled">
              {formatMoney(d.totals.settled)}
            </dd>
          </div>
        </dl>
        <div className={css.tabs} role="group" aria-label={t`收益状态`}>
          {(['pending', 'settled'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={tab === s}
              className={cx('y-pill y-grow', tab === s && 'y-pill-main')}
              onClick={() => setTab(s)}
            >
              {s === 'pending' ? <Trans>待结算</Trans> : <Trans>已结算</Trans>}
            </button>
          ))}
        </div>
        {shown.length === 0 ? (
          <p className="y-muted y-center y-mt-2 y-mb-2">
            {tab === 'pending' ? <Trans>暂无待结算收益</Trans> : <Trans>暂无已结算收益</Trans>}
          </p>
        ) : (
          <ul className="y-plain y-col" data-testid="earnings">
            {shown.map((e) => {
              const day = formatDate(e.settleAt);
              return (
                <li key={e.id} className={cx('y-row y-between', css.row)}>
                  <div className="y-col y-gap-1">
                    <strong>{e.title}</strong>
                    <span className="y-m0 y-sm y-muted">
                      {e.studentName} ·{' '}
                      {e.state === 'pending' ? <Trans>预计 {day} 结算</Trans> : <Trans>{day} 已结算</Trans>}
                    </span>
                  </div>
                  <span className="y-bold y-nowrap">{formatMoney(e.amount)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="y-card y-col y-gap-3">
        <h2 className="y-m0 y-lg">
          <Trans>邀请的学员</Trans> <span className="y-m0 y-sm y-muted">{d.students.length}</span>
        </h2>
        {d.students.length === 0 ? (
          <p className="y-muted y-center y-mt-2 y-mb-2">
            <Trans>还没有学员通过你的链接加入，分享海报试试吧。</Trans>
          </p>
        ) : (
          <ul className="y-plain y-col" data-testid="students">
            {d.students.map((s) => (
              <li key={s.id} className={cx('y-row y-between', css.row)}>
                <div className="y-col y-gap-1">
                  <strong>{s.name}</strong>
                  <span className="y-m0 y-sm y-muted">
                    {s.phone} · {formatDate(s.joinedAt)}
                  </span>
                </div>
                <span className={s.member ? 'y-badge y-badge-brand y-text' : 'y-badge y-badge-muted'}>
                  {s.member ? <Trans>已开通会员</Trans> : <Trans>未开通</Trans>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
