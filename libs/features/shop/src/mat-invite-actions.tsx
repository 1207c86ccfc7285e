import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MatInvite } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { ActionBar, copyText, cx, showToast } from '@yoga/ui';
import { storePath } from './buy/shop-paths';
import { hasEnded } from './mat-invite-progress';
import css from './mat-invite.module.css';

interface Props {
  sub: SubApp;
  invite: MatInvite;
  claiming: boolean;
  onInvite: () => void;
  onPoster: () => void;
  onClaim: () => void;
}

/** The buttons for each state: invite and poster while in progress, claim once met, the order once claimed. */
export function MatActions({ sub, invite, claiming, onInvite, onPoster, onClaim }: Props) {
  const { t } = useLingui();
  if (invite.state === 'claimed') return <Claimed sub={sub} orderNo={invite.orderNo ?? ''} />;
  if (invite.state === 'claimable')
    return (
      <ActionBar>
        <button
          type="button"
          className={cx('y-btn y-btn-block', css.main)}
          disabled={claiming}
          onClick={onClaim}
        >
          {claiming ? t`正在领取…` : t`领取瑜伽垫`}
        </button>
      </ActionBar>
    );
  if (hasEnded(invite))
    return (
      <ActionBar
        stacked
        className="y-center"
        start={
          <p className="y-m0 y-muted">
            <Trans>活动已结束，邀请人数未达标</Trans>
          </p>
        }
      >
        <Link className={cx('y-btn y-center', css.block)} to={storePath(sub)}>
          <Trans>去商城看看</Trans>
        </Link>
      </ActionBar>
    );
  return (
    <ActionBar>
      <button type="button" className="y-btn y-btn-ghost" onClick={onPoster}>
        <Trans>生成海报</Trans>
      </button>
      <button type="button" className={cx('y-btn y-btn-block', css.main)} onClick={onInvite}>
        <Trans>邀请好友</Trans>
      </button>
    </ActionBar>
  );
}

function Claimed({ sub, orderNo }: { sub: SubApp; orderNo: string }) {
  const { t } = useLingui();
  const copy = async () =>
    void showToast((await copyText(orderNo)) ? t`订单号已复制` : t`复制失败，请长按订单号手动复制`);
  return (
    <section className="y-card" role="status">
      <h3 className="y-m0 y-mb-2 y-lg">
        <Trans>瑜伽垫已领取</Trans>
      </h3>
      <p>
        <Trans>我们将在 48 小时内发货，可在订单中查看物流。</Trans>
      </p>
      <p className="y-row y-gap-2 y-md">
        <span>{t`订单编号`}</span>
        <span data-testid="mi-order-no">{orderNo}</span>
        <button
          type="button"
          className={cx('y-outline y-surface y-muted y-tap', css.copy)}
          onClick={() => void copy()}
        >
          {t`复制`}
        </button>
      </p>
      <Link className={cx('y-btn y-center', css.block)} to={link(sub, 'product/record')}>
        <Trans>查看订单与物流</Trans>
      </Link>
    </section>
  );
}
