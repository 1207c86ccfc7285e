import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { AddressForm } from '@yoga/address';
import type { LotteryWin } from '@yoga/contract';
import { formatAddress, formatDateTime, formatDay, formatPhone, parseId } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import { cx, InfoRow, isSignedIn, PageShell, QueryState, showToast, SignInPrompt, useSubApp } from '@yoga/ui';
import { useGoodsWin, useSaveWinAddress } from './api/win';
import s from './lottery.module.css';

/**
 * A physical prize I won and where it ships: the address form until it is saved, then the address
 * and the latest shipping day. The address is saved once (no second edit): what ships is what was
 * confirmed. Someone else's prize, or one that is not a physical item, is not found.
 */
export default function ReceiveGoodsScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const signedIn = isSignedIn(sub);
  const win = useGoodsWin(sub.id, id, signedIn);
  if (!signedIn && id !== null)
    return (
      <PageShell>
        <SignInPrompt title={<Trans>登录后领取奖品</Trans>}>
          <Trans>登录抽中奖品的账号，填写收货地址</Trans>
        </SignInPrompt>
      </PageShell>
    );
  return (
    <PageShell>
      <QueryState
        query={win}
        notFound={id === null}
        notFoundTitle={<Trans>奖品不存在</Trans>}
        skeleton={{ shape: 'form', lines: 4 }}
        errorMessage={t`奖品信息加载失败，请重试`}
      >
        {(w) => <GoodsBody w={w} sub={sub} />}
      </QueryState>
    </PageShell>
  );
}

function GoodsBody({ w, sub }: { w: LotteryWin; sub: SubApp }) {
  const { t } = useLingui();
  const save = useSaveWinAddress(sub.id, w.id);
  const onSubmit = (body: Parameters<typeof save.mutateAsync>[0]) =>
    save.mutateAsync(body).then(() => void showToast(t`收货地址已提交`));
  return (
    <div className="y-stack">
      <section className={cx('y-card y-card-brand', s.prizeCard)} data-testid="lottery-goods">
        <p className={cx('y-m0 y-sm y-break', s.dim)}>
          <Trans>实物奖品</Trans>
        </p>
        <h2 className={cx('y-2xl y-break', s.prizeCardName)}>{w.prize.name}</h2>
        <p className={cx('y-m0 y-sm y-break', s.dim)}>
          <Trans>
            {w.activityTitle} · {formatDateTime(w.drawnAt)} 抽中
          </Trans>
        </p>
      </section>
      {w.address && w.shipBy ? (
        <section className="y-section" aria-labelledby="lt-ship-title" data-testid="lottery-shipping">
          <h2 className="y-section-title" id="lt-ship-title">
            <Trans>收货信息</Trans>
          </h2>
          <ul className="y-list">
            <InfoRow k={<Trans>收货人</Trans>}>{w.address.name}</InfoRow>
            <InfoRow k={<Trans>手机号</Trans>}>
              {formatPhone(w.address.areaCode, w.address.phone, true)}
            </InfoRow>
            <InfoRow k={<Trans>收货地址</Trans>}>{formatAddress(w.address)}</InfoRow>
          </ul>
          <p className="y-m0 y-bold y-text-brand" data-testid="lottery-ship-by">
            <Trans>我们将在 {formatDay(w.shipBy)} 前发货</Trans>
          </p>
          <p className="y-m0 y-faint y-sm y-break">
            <Trans>收货地址已提交，不能再修改；如需帮助请联系客服。</Trans>
          </p>
        </section>
      ) : (
        <section className="y-section" aria-labelledby="lt-form-title">
          <h2 className="y-section-title" id="lt-form-title">
            <Trans>收货地址</Trans>
          </h2>
          <p className="y-m0 y-faint y-sm y-break">
            <Trans>地址提交后不能修改，请仔细核对。</Trans>
          </p>
          <AddressForm subApp={`${sub.id}:lottery-${w.id}`} onSubmit={onSubmit} defaultSwitch={false} />
        </section>
      )}
      <p className="y-m0 y-center">
        <Link
          to={link(sub, 'lottery_activity/:id', { id: w.activityId })}
          className={cx('y-text-brand', s.link)}
        >
          <Trans>返回抽奖活动</Trans>
        </Link>
      </p>
    </div>
  );
}
