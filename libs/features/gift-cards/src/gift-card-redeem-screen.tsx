import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useParams } from 'react-router';
import { giftCardCodeProblem } from '@yoga/contract/codes';
import { link } from '@yoga/platform';
import { defaultStore, loginPathFor, readToken } from '@yoga/session';
import { ActionBar, AgreementCheck, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useGiftCardType } from './api/gift-card-type';
import { useRedeemGiftCard } from './api/redeem-gift-card';
import { CodeInput } from './code-input';
import { GrantLine, keyOf } from './grant-line';
import { keepCode, takeKeptCode } from './kept-code';
import { redeemRefusal } from './refusal';
import './gift-cards.css';

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
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [mustAgree, setMustAgree] = useState(false);

  // Back from login: the code typed before it.
  useEffect(() => {
    const kept = takeKeptCode(sub.id);
    if (kept) {
      setCode(kept.code);
      setAgreed(kept.agreed);
    }
  }, [sub.id]);

  const edit = (next: string) => {
    setCode(next);
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
    if (!readToken(sub, defaultStore())) {
      keepCode(sub.id, { code, agreed });
      navigate(loginPathFor(location)!);
      return;
    }
    redeem.mutate(
      { key, code, agree: true },
      { onSuccess: () => navigate(link(sub, 'gift_card_redeem_success/:key', { key }), { replace: true }) },
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
          <div className="gc">
            <section className="gc-card" data-testid="gift-card-type">
              <p className="gc-card-kicker">
                <Trans>礼品卡</Trans>
              </p>
              <h2 className="gc-card-name">{card.name}</h2>
              <p className="gc-card-grant">
                <GrantLine kind={card.kind} days={card.days} sessions={card.sessions} />
              </p>
            </section>
            {card.benefits.length > 0 && (
              <section className="gc-section">
                <h2 className="gc-title">
                  <Trans>兑换后可获得</Trans>
                </h2>
                <ul className="gc-benefits">
                  {card.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </section>
            )}
            <form className="gc-section" onSubmit={submit} noValidate>
              <CodeInput
                value={code}
                onChange={edit}
                tried={tried}
                refusal={redeem.error ? redeemRefusal(redeem.error, sub) : undefined}
              />
            </form>
            <section className="gc-section gc-rules" aria-labelledby="gc-rules-title">
              <h2 className="gc-title" id="gc-rules-title">
                <Trans>兑换须知</Trans>
              </h2>
              <ul>
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
            </section>
            <ActionBar
              stacked
              start={
                <AgreementCheck
                  checked={agreed}
                  onChange={(v) => {
                    setAgreed(v);
                    setMustAgree(false);
                  }}
                  invalid={mustAgree}
                  data-testid="agree"
                >
                  <Trans>我已阅读并同意兑换须知</Trans>
                </AgreementCheck>
              }
            >
              <button type="button" className="y-btn" onClick={() => submit()} disabled={redeem.isPending}>
                {redeem.isPending ? <Trans>兑换中…</Trans> : <Trans>立即兑换</Trans>}
              </button>
            </ActionBar>
            {mustAgree && (
              <p className="gc-code-error gc-agree-error" role="alert">
                <Trans>请先阅读并同意兑换须知</Trans>
              </p>
            )}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
