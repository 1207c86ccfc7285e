import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useParams } from 'react-router';
import { giftCardCodeProblem } from '@yoga/contract/codes';
import { link } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import {
  ActionBar,
  AgreementCheck,
  Card,
  FieldError,
  isSignedIn,
  Page,
  PageShell,
  QueryState,
  Section,
  SubmitButton,
  useSessionDraft,
  useSubApp,
  cx,
} from '@yoga/ui';
import { useGiftCardType } from './api/gift-card-type';
import { useRedeemGiftCard } from './api/redeem-gift-card';
import { CodeInput } from './code-input';
import { GrantLine, keyOf } from './grant-line';
import { redeemRefusal } from './refusal';
import s from './gift-cards.module.css';

type Typed = { code: string; agreed: boolean };
const parseTyped = (raw: unknown): Typed | null => {
  const v = raw as Partial<Typed> | null;
  return v && typeof v.code === 'string' ? { code: v.code, agreed: v.agreed === true } : null;
};

/**
 * Redeem a gift card of the type the path names: what it grants, the code (checked as typed), the
 * terms, and the button. The page opens signed out; redeeming signs in first and comes back with the
 * code still typed. Each refusal is said under the code in words.
 */
export default function GiftCardRedeemScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const location = useLocation();
  const key = keyOf(useParams().key);
  const type = useGiftCardType(sub.id, key);
  const redeem = useRedeemGiftCard(sub.id);
  // Kept for the tab only (a code is worth money), never in the return URL: the way back from login
  // finds it typed. Forgotten once redeemed.
  const [typed, setTyped, forget] = useSessionDraft<Typed>(
    `gift-card-redeem:${sub.id}`,
    () => ({ code: '', agreed: false }),
    { parse: parseTyped, keep: 'session' },
  );
  const { code, agreed } = typed;
  const [tried, setTried] = useState(false);
  const [mustAgree, setMustAgree] = useState(false);

  const edit = (next: string) => {
    setTyped((t) => ({ ...t, code: next }));
    if (redeem.error) redeem.reset();
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (!key || giftCardCodeProblem(code) !== null || redeem.isPending) return;
    if (!agreed) {
      setMustAgree(true);
      return;
    }
    if (!isSignedIn(sub)) {
      navigate(loginPathFor(location)!);
      return;
    }
    redeem.mutate(
      { key, code, agree: true },
      {
        onSuccess: () => {
          forget();
          navigate(link(sub, 'gift_card_redeem_success/:key', { key }), { replace: true });
        },
      },
    );
  };

  return (
    <PageShell>
      <QueryState
        query={type}
        notFound={key === null}
        notFoundTitle={<Trans>没有这种礼品卡</Trans>}
        skeleton={{ shape: 'detail', hero: 'band', lines: 3 }}
        errorMessage={t`礼品卡信息加载失败，请重试`}
      >
        {(card) => (
          <Page>
            <Card tone="brand" as="section" data-testid="gift-card-type">
              <p className={cx('y-m0 y-sm', s.kicker)}>
                <Trans>礼品卡</Trans>
              </p>
              <h2 className={cx('y-2xl', s.name)}>{card.name}</h2>
              <p className="y-m0">
                <GrantLine kind={card.kind} days={card.days} sessions={card.sessions} />
              </p>
            </Card>
            {card.benefits.length > 0 && (
              <Section title={<Trans>兑换后可获得</Trans>}>
                <ul className={cx('y-col y-gap-1 y-m0 y-md', s.bullets)}>
                  {card.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </Section>
            )}
            <form onSubmit={submit} noValidate>
              <CodeInput
                value={code}
                onChange={edit}
                tried={tried}
                refusal={redeem.error ? redeemRefusal(redeem.error, sub) : undefined}
              />
            </form>
            <Section title={<Trans>兑换须知</Trans>}>
              <ul className={cx('y-col y-gap-1 y-m0 y-sm y-muted', s.bullets)}>
                <li>
                  <Trans>每张礼品卡只能兑换一次，兑换后不可退换。</Trans>
                </li>
                <li>
                  {card.kind === 'member' ? (
                    <Trans>兑换后立即生效；已有会员时，有效期自动顺延。</Trans>
                  ) : (
                    <Trans>兑换后立即生效，请在有效期内使用。</Trans>
                  )}
                </li>
                <li>
                  <Trans>多次输错兑换码后将暂时无法兑换，请稍后再试。</Trans>
                </li>
              </ul>
            </Section>
            <ActionBar
              stacked
              start={
                <AgreementCheck
                  checked={agreed}
                  onChange={(v) => {
                    setTyped((t) => ({ ...t, agreed: v }));
                    setMustAgree(false);
                  }}
                  invalid={mustAgree}
                  data-testid="agree"
                >
                  <Trans>我已阅读并同意兑换须知</Trans>
                </AgreementCheck>
              }
            >
              <SubmitButton
                onClick={() => submit()}
                pending={redeem.isPending}
                pendingLabel={<Trans>兑换中…</Trans>}
              >
                <Trans>立即兑换</Trans>
              </SubmitButton>
            </ActionBar>
            {mustAgree && (
              <FieldError>
                <Trans>请先阅读并同意兑换须知</Trans>
              </FieldError>
            )}
          </Page>
        )}
      </QueryState>
    </PageShell>
  );
}
