import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { fetchAddress, takeChosenAddress } from '@yoga/address';
import { formatAddress, formatPhone } from '@yoga/format';
import type { MatInvite } from '@yoga/contract';
import { brandRecord, type SubApp } from '@yoga/platform';
import { cx, PageShell, QueryState, Skeleton, confirmDialog, showToast, useSubApp } from '@yoga/ui';
import { useClaimMat } from './api/mat-invite-claim';
import { useMatInvite } from './api/mat-invite';
import { addressPagePath } from './buy/shop-paths';
import { MatActions } from './mat-invite-actions';
import type { PosterInput } from './mat-invite-poster';
import { InviteeList, MatProgress } from './mat-invite-progress';
import { shareInvite } from './mat-invite-share';
import css from './mat-invite.module.css';

// The poster and its drawing code load on the first tap of 生成海报.
const PosterSheet = lazy(() => import('./mat-invite-poster-sheet'));

/** phala yoga_mat_invite: invite friends who sign up, then claim a free mat to an address. */
export default function MatInviteScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const invite = useMatInvite(sub.id);
  return (
    <PageShell>
      <QueryState query={invite} loading={<Skeleton lines={8} />} errorMessage={t`活动信息加载失败，请重试`}>
        {(m) => <MatInvitePage sub={sub} invite={m} />}
      </QueryState>
    </PageShell>
  );
}

function MatInvitePage({ sub, invite }: { sub: SubApp; invite: MatInvite }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const claim = useClaimMat(sub.id);
  const [poster, setPoster] = useState<PosterInput | null>(null);
  const [menuHint, setMenuHint] = useState(false);
  const taken = useRef(false);
  const link = `${location.origin}${invite.sharePath}`;
  const brand = brandRecord(sub.brand);
  const brandName = i18n._(brand.name);

  const chooseAddress = useCallback(
    () => void navigate(addressPagePath(sub, 'list', pathname)),
    [navigate, sub, pathname],
  );

  // Back from the address list with a chosen address: confirm where the mat goes, then claim, or
  // choose another (the dialog's cancel is 换个地址).
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const id = takeChosenAddress(sub.id);
    if (id === null || invite.state !== 'claimable') return;
    void (async () => {
      const where = await fetchAddress(sub.id, id).then(
        (a) => `${a.name} ${formatPhone(a.areaCode, a.phone)}\n${formatAddress(a)}`,
        () => '',
      );
      const ok = await confirmDialog({
        title: t`确认领取`,
        message: where ? t`瑜伽垫将寄往：${where}` : t`瑜伽垫将寄往你选择的地址`,
        ok: t`确认领取`,
        cancel: t`换个地址`,
      });
      if (ok) claim.mutate(id, { onSuccess: () => void showToast(t`领取成功`, { icon: 'success' }) });
      else chooseAddress();
    })();
  }, [chooseAddress, claim, invite.state, sub.id, t]);

  const share = async () => {
    const outcome = await shareInvite({
      title: t`我在${brandName}免费领瑜伽垫，帮我点一下`,
      desc: t`注册即可帮好友领取瑜伽垫，你也可以发起邀请`,
      link,
      image: invite.cover ? new URL(invite.cover, location.origin).href : '',
    });
    if (outcome === 'chat-card') setMenuHint(true);
    if (outcome === 'copied') void showToast(t`邀请链接已复制，快发给好友吧`);
    if (outcome === 'failed') void showToast(t`复制失败，请生成海报分享`);
  };

  const openPoster = () =>
    setPoster({
      brandName,
      headline: t`邀请 ${invite.goal} 位好友，免费领瑜伽垫`,
      subline: t`好友扫码注册，助我领取`,
      matTitle: invite.title,
      cover: invite.cover,
      link,
      scanHint: t`长按识别二维码`,
      colors: { primary: brand.primary, tint: brand.tint, onPrimary: brand.onPrimary },
    });

  return (
    <div className={cx('y-col y-gap-3', css.page)}>
      <MatProgress invite={invite} />
      <InviteeList invite={invite} />
      <section className={css.rules}>
        <h3 className="y-m0 y-mb-2 y-lg">
          <Trans>活动规则</Trans>
        </h3>
        <p className="y-muted y-sm">
          <Trans>
            好友通过你的邀请链接或海报注册登录即计 1 人，同一好友只计一次；活动自首次进入起 30 天内有效。
          </Trans>
        </p>
      </section>
      <MatActions
        sub={sub}
        invite={invite}
        claiming={claim.isPending}
        onInvite={() => void share()}
        onPoster={openPoster}
        onClaim={chooseAddress}
      />
      {menuHint && (
        <button
          type="button"
          className={cx('y-lg y-right y-tap', css.menuHint)}
          onClick={() => setMenuHint(false)}
        >
          <Trans>点击右上角「···」，发送给朋友或分享到朋友圈</Trans>
        </button>
      )}
      {poster && (
        <Suspense fallback={null}>
          <PosterSheet input={poster} onClose={() => setPoster(null)} />
        </Suspense>
      )}
    </div>
  );
}
