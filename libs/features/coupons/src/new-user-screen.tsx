import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { NewUserGift, ShareConfigResponse } from '@yoga/contract';
import { COUPON_CODES } from '@yoga/contract/codes';
import { useClaimNewUserGift, useNewUserGift, useNewUserShare } from '@yoga/data-access-coupons';
import { formatDateTime } from '@yoga/format';
import { assetBase, currentHostEnv, detectHost, link, type SubApp } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import {
  ActionBar,
  Page,
  PageShell,
  QueryState,
  Section,
  copyText,
  showToast,
  useSignedIn,
  useSubApp,
  cx,
} from '@yoga/ui';
import { CouponFace, CouponsHead, Small } from './coupon-face';
import { ValidityLine } from './my-coupons';
import s from './coupons.module.css';

/** Seams for tests: the host, and the SDK wrapper (its own chunk, loaded only in chat hosts). */
export const newUserShareEffects = {
  host: () => detectHost(currentHostEnv()),
  sdk: () => import('@yoga/chat-sdk'),
  copy: (text: string) => copyText(text),
};

const absolute = (url: string) => new URL(url, location.origin).href;
const inChat = (host: string) => host === 'chat-browser' || host === 'chat-mini-program';

/** What a refused claim tells the user, by business code (never the server's worded message). */
function giftRefusal(error: unknown): MessageDescriptor {
  if (!(error instanceof ApiBusinessError)) return msg`网络不太好，没有领到，请稍后重试`;
  switch (error.code) {
    case COUPON_CODES.soldOut:
      return msg`手慢了，礼包里的券已被领完`;
    case COUPON_CODES.alreadyClaimed:
      return msg`你已经领过新人礼包了`;
    case COUPON_CODES.notNewUser:
      return msg`新人礼包仅限新学员领取`;
    case COUPON_CODES.activityNotStarted:
      return msg`活动还没开始`;
    case COUPON_CODES.activityEnded:
      return msg`活动已结束`;
    default:
      return msg`没有领到，请稍后重试`;
  }
}

function GiftNote({ g }: { g: NewUserGift }) {
  const start = formatDateTime(g.startsAt);
  const end = formatDateTime(g.endsAt);
  if (g.state === 'not-started') return <Trans>活动未开始，{start} 开始领取</Trans>;
  if (g.state === 'ended') return <Trans>活动已结束</Trans>;
  if (g.state === 'sold-out') return <Trans>礼包已被领完，下次早点来</Trans>;
  return <Trans>新学员专享，一键领取全部优惠券 · 截止 {end}</Trans>;
}

/**
 * The chat platform's card for this page (from the spec's wx-share call) is set once it has loaded,
 * in chat hosts only; the share button then points at the menu. Elsewhere it copies the page link.
 */
function useShare(sub: SubApp) {
  const { t } = useLingui();
  const pageUrl = location.href.split('#')[0]!;
  const card = useNewUserShare(sub.id, pageUrl);
  const host = newUserShareEffects.host();
  useEffect(() => {
    if (!card.data || !inChat(host)) return;
    const c: ShareConfigResponse = card.data;
    void newUserShareEffects
      .sdk()
      .then((m) =>
        m.shareScreen(
          { title: c.shareTitle, desc: c.shareDesc, imgUrl: absolute(c.shareImgUrl), link: c.shareUrl },
          absolute(`${assetBase('public')}share-icon.png`),
        ),
      );
  }, [card.data, host]);
  return async () => {
    if (host === 'chat-browser') {
      void showToast(t`点击右上角 ··· 分享给好友`);
      return;
    }
    const url = card.data?.shareUrl ?? absolute(link(sub, 'coupon/new-user'));
    void showToast(
      (await newUserShareEffects.copy(url)) ? t`链接已复制，发给好友一起领` : t`复制失败，请长按手动复制`,
    );
  };
}

/** suman's new-user gift: a pack of coupons for new students, claimed at once; what was received; sharing. */
export default function NewUserScreen() {
  const { t, i18n } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSignedIn();
  const gift = useNewUserGift(sub.id, signedIn);
  const claim = useClaimNewUserGift(sub.id);
  const share = useShare(sub);
  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (g) => {
        const count = g.received.length;
        void showToast(t`领取成功，${count} 张券已放入我的优惠券`);
      },
      onError: (e) => void showToast(i18n._(giftRefusal(e))),
    });
  return (
    <PageShell>
      <QueryState
        query={gift}
        notFoundTitle={<Trans>活动不存在</Trans>}
        skeleton="cards"
        errorMessage={t`礼包加载失败，请重试`}
      >
        {(g) => {
          const claimed = g.eligibility === 'claimed';
          const open = g.state === 'open';
          const receivedCount = g.received.length;
          const giftCount = g.coupons.length;
          return (
            <Page data-testid="new-user-gift" data-eligibility={g.eligibility}>
              <CouponsHead title={g.title}>
                <GiftNote g={g} />
              </CouponsHead>
              {g.eligibility === 'not-new' && (
                <div className={cx('y-col y-gap-1 y-pad-3 y-rounded y-sm', s.notice)} role="status">
                  <strong>
                    <Trans>礼包仅限新学员</Trans>
                  </strong>
                  <span>
                    <Trans>
                      你已经是我们的学员了，这份见面礼留给第一次来的同学，可以分享给还没上过课的朋友。
                    </Trans>
                  </span>
                </div>
              )}
              {g.eligibility === 'signed-out' && (
                <div className={cx('y-col y-gap-1 y-pad-3 y-rounded y-sm', s.notice)} role="status">
                  <strong>
                    <Trans>登录后领取</Trans>
                  </strong>
                  <span>
                    <Trans>登录后我们会确认你是否为新学员，新学员可一键领取下面全部优惠券。</Trans>
                  </span>
                </div>
              )}
              {claimed ? (
                <Section title={<Trans>已领取 {receivedCount} 张优惠券</Trans>}>
                  <ul className="y-plain y-col y-gap-2" data-testid="received-coupons">
                    {g.received.map((c) => (
                      <li key={c.id}>
                        <CouponFace
                          c={c}
                          testId="received-coupon"
                          dim={c.state !== 'unused'}
                          detail={<ValidityLine c={c} />}
                          action={
                            c.state === 'unused' ? (
                              <Small>
                                <Trans>结算时可用</Trans>
                              </Small>
                            ) : null
                          }
                        />
                      </li>
                    ))}
                  </ul>
                </Section>
              ) : (
                <Section title={<Trans>礼包内含 {giftCount} 张优惠券</Trans>}>
                  <ul className="y-plain y-col y-gap-2">
                    {g.coupons.map((c) => {
                      const left = c.left;
                      return (
                        <li key={c.id}>
                          <CouponFace
                            c={c}
                            testId="gift-coupon"
                            dim={g.eligibility === 'not-new' || !open}
                            detail={
                              <>
                                <Trans>领取后 {c.validDays} 天内有效</Trans> ·{' '}
                                {left > 0 ? <Trans>剩余 {left} 张</Trans> : <Trans>已抢光</Trans>}
                              </>
                            }
                          />
                        </li>
                      );
                    })}
                  </ul>
                </Section>
              )}
              <p className="y-m0 y-sm y-center y-muted">
                <Link to={link(sub, 'coupon/student')}>
                  <Trans>查看我的优惠券</Trans>
                </Link>
              </p>
              <ActionBar>
                <button type="button" className="y-btn y-btn-ghost" onClick={() => void share()}>
                  <Trans>分享给好友</Trans>
                </button>
                {g.eligibility === 'signed-out' ? (
                  <button type="button" className="y-btn" onClick={() => navigate(loginPathFor(location)!)}>
                    <Trans>登录领取</Trans>
                  </button>
                ) : g.eligibility === 'eligible' ? (
                  <button
                    type="button"
                    className="y-btn"
                    disabled={!open || claim.isPending}
                    onClick={onClaim}
                  >
                    {g.state === 'sold-out' ? <Trans>已抢光</Trans> : <Trans>一键领取</Trans>}
                  </button>
                ) : g.eligibility === 'not-new' ? (
                  <button type="button" className="y-btn" disabled>
                    <Trans>仅限新学员</Trans>
                  </button>
                ) : (
                  <Link className="y-btn" to={link(sub, 'coupon/student')}>
                    <Trans>去查看</Trans>
                  </Link>
                )}
              </ActionBar>
            </Page>
          );
        }}
      </QueryState>
    </PageShell>
  );
}
