import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { LotteryActivity, LotteryDraw, LotteryWin } from '@yoga/contract';
import { formatDateTime, formatDay, parseId } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import { ActionBar, cx, isSignedIn, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useLotteryActivity, useLotteryWins } from './api/activity';
import { useAfterDraw, useDrawLottery } from './api/draw';
import { kindLabels, newDrawKey } from './labels';
import { Wheel } from './wheel';
import s from './lottery.module.css';

/**
 * A prize wheel: open signed out (drawing signs in first and comes back). The server chooses each
 * prize; the wheel only turns to it. Chances left, the prizes, my prizes and the rules below.
 */
export default function LotteryActivityScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const signedIn = isSignedIn(sub);
  const activity = useLotteryActivity(sub.id, id, signedIn ? 'user' : 'guest');
  return (
    <PageShell>
      <QueryState
        query={activity}
        notFound={id === null}
        notFoundTitle={<Trans>抽奖活动不存在</Trans>}
        skeleton={{ shape: 'detail', hero: 'square', lines: 3 }}
        errorMessage={t`抽奖活动加载失败，请重试`}
      >
        {(a) => <ActivityBody a={a} sub={sub} signedIn={signedIn} />}
      </QueryState>
    </PageShell>
  );
}

function ActivityBody({ a, sub, signedIn }: { a: LotteryActivity; sub: SubApp; signedIn: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const draw = useDrawLottery(sub.id, a.id);
  const after = useAfterDraw(sub.id);
  const wins = useLotteryWins(sub.id, a.id, signedIn);
  // One key per press, kept until the server has answered it: a retry after a lost answer replays it.
  const keyRef = useRef<string | null>(null);
  const landed = useRef<LotteryDraw | null>(null);
  const [target, setTarget] = useState<{ index: number; turn: number } | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<LotteryDraw | null>(null);

  const busy = spinning || draw.isPending;
  const canDraw = a.state === 'running' && (a.chancesLeft === null || a.chancesLeft > 0);
  const spin = () => {
    if (busy || !canDraw) return;
    if (!signedIn) {
      navigate(loginPathFor(location)!);
      return;
    }
    const key = keyRef.current ?? newDrawKey();
    keyRef.current = key;
    setResult(null);
    draw.mutate(key, {
      onSuccess: (d) => {
        keyRef.current = null;
        landed.current = d;
        setSpinning(true);
        setTarget((was) => ({
          index: Math.max(
            0,
            a.prizes.findIndex((p) => p.id === d.prize.id),
          ),
          turn: (was?.turn ?? 0) + 1,
        }));
      },
      onError: (e) => {
        // A refusal (no chances, ended) is final for this key; the page reads the activity again.
        if (e instanceof ApiBusinessError) {
          keyRef.current = null;
          void after();
        }
      },
    });
  };
  const onStopped = () => {
    setSpinning(false);
    setResult(landed.current);
    void after();
  };

  const button =
    a.state === 'upcoming' ? (
      <Trans>活动未开始</Trans>
    ) : a.state === 'ended' ? (
      <Trans>活动已结束</Trans>
    ) : !signedIn ? (
      <Trans>登录后抽奖</Trans>
    ) : a.chancesLeft === 0 ? (
      <Trans>抽奖次数已用完</Trans>
    ) : busy ? (
      <Trans>抽奖中…</Trans>
    ) : (
      <Trans>开始抽奖</Trans>
    );

  return (
    <div className="y-stack">
      <section className="y-col y-gap-2">
        <h2 className="y-m0 y-2xl y-break">{a.title}</h2>
        <p className="y-m0 y-faint y-sm y-break">
          <Trans>
            活动时间：{formatDateTime(a.startAt)} – {formatDateTime(a.endAt)}
          </Trans>
        </p>
      </section>
      <section
        className={cx('y-col y-align-center y-gap-3 y-rounded y-tint', s.stage)}
        aria-labelledby="lt-chances"
      >
        <Wheel prizes={a.prizes} target={target} onStopped={onStopped} />
        <p className="y-m0 y-lg y-bold y-center y-break" id="lt-chances" data-testid="lottery-chances">
          {a.state === 'upcoming' ? (
            <Trans>活动将于 {formatDateTime(a.startAt)} 开始</Trans>
          ) : a.state === 'ended' ? (
            <Trans>活动已结束，感谢参与</Trans>
          ) : a.chancesLeft === null ? (
            <Trans>登录后每人可抽 {a.chancesPerUser} 次</Trans>
          ) : a.chancesLeft === 0 ? (
            <Trans>你的抽奖次数已用完</Trans>
          ) : (
            <Trans>还有 {a.chancesLeft} 次抽奖机会</Trans>
          )}
        </p>
        <div role="status" aria-live="polite" className={s.resultSlot}>
          {result && <DrawResult d={result} sub={sub} />}
        </div>
      </section>

      <section className="y-section" aria-labelledby="lt-prizes-title">
        <h2 className="y-section-title" id="lt-prizes-title">
          <Trans>活动奖品</Trans>
        </h2>
        <ul className="y-plain y-col y-gap-2">
          {a.prizes
            .filter((p) => p.kind !== 'thanks')
            .map((p) => (
              <li
                key={p.id}
                className={cx('y-row y-wrap y-align-baseline y-pad-3 y-rounded-sm y-surface', s.prize)}
                data-kind={p.kind}
              >
                <span className={cx('y-fixed y-tint y-text-brand y-xs', s.prizeKind)}>
                  {i18n._(kindLabels[p.kind])}
                </span>
                <span className="y-min0 y-break">{p.name}</span>
              </li>
            ))}
        </ul>
      </section>

      {signedIn && (
        <section className="y-section" aria-labelledby="lt-mine-title">
          <h2 className="y-section-title" id="lt-mine-title">
            <Trans>我的奖品</Trans>
          </h2>
          <QueryState
            query={wins}
            skeleton={{ shape: 'rows', lines: 2 }}
            errorMessage={t`我的奖品加载失败，请重试`}
            isEmpty={(list) => list.length === 0}
            empty={
              <p className="y-m0 y-faint y-sm y-break">
                <Trans>还没有中奖记录</Trans>
              </p>
            }
          >
            {(list) => (
              <ul className="y-plain y-col y-gap-2" data-testid="lottery-wins">
                {list.map((w) => (
                  <WinRow key={w.id} w={w} sub={sub} />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
      )}

      {a.rules.length > 0 && (
        <section className="y-section" aria-labelledby="lt-rules-title">
          <h2 className="y-section-title" id="lt-rules-title">
            <Trans>活动规则</Trans>
          </h2>
          <ol className={cx('y-m0 y-muted y-sm', s.rules)}>
            {a.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </section>
      )}

      <ActionBar>
        <button
          type="button"
          className="y-btn"
          onClick={spin}
          disabled={busy || !canDraw}
          aria-busy={busy || undefined}
          data-testid="lottery-spin"
        >
          {button}
        </button>
      </ActionBar>
    </div>
  );
}

/** What the wheel stopped on, as the server said, with the way on for a physical prize. */
function DrawResult({ d, sub }: { d: LotteryDraw; sub: SubApp }) {
  if (d.prize.kind === 'thanks')
    return (
      <p
        className={cx('y-m0 y-rounded-sm y-surface y-center y-break', s.result)}
        data-testid="lottery-result"
      >
        <Trans>没有抽中，{d.prize.name}</Trans>
      </p>
    );
  return (
    <p
      className={cx('y-m0 y-rounded-sm y-surface y-center y-break y-text-brand y-bold', s.result)}
      data-testid="lottery-result"
    >
      <span className={s.resultLine}>
        <Trans>恭喜你抽中：{d.prize.name}</Trans>
      </span>
      {d.prize.kind === 'points' ? (
        <Trans>积分已存入你的积分账户</Trans>
      ) : d.prize.kind === 'coupon' ? (
        <Trans>券码见下方我的奖品</Trans>
      ) : d.winId !== null ? (
        <Link
          to={link(sub, 'lottery_activity/receive_goods/:id', { id: d.winId })}
          className={cx('y-text-brand', s.link)}
        >
          <Trans>填写收货地址</Trans>
        </Link>
      ) : null}
    </p>
  );
}

function WinRow({ w, sub }: { w: LotteryWin; sub: SubApp }) {
  const { i18n } = useLingui();
  return (
    <li className="y-col y-wrap y-gap-1 y-pad-3 y-rounded-sm y-surface">
      <div className="y-col y-gap-1">
        <span className="y-min0 y-break y-bold">{w.prize.name}</span>
        <span className="y-m0 y-faint y-sm y-break">
          {i18n._(kindLabels[w.prize.kind])} · {formatDateTime(w.drawnAt)}
        </span>
      </div>
      {w.prize.kind === 'coupon' && w.couponCode && (
        <p className="y-m0 y-sm y-break">
          <Trans>
            券码 <span className={cx('y-bold', s.code)}>{w.couponCode}</span>，到店出示使用
          </Trans>
        </p>
      )}
      {w.prize.kind === 'points' && (
        <p className="y-m0 y-sm y-break">
          <Trans>已存入积分账户</Trans>
        </p>
      )}
      {w.prize.kind === 'goods' && (
        <p className="y-m0 y-sm y-break">
          {w.shipBy && (
            <>
              <Trans>地址已提交，{formatDay(w.shipBy)} 前发货</Trans>{' '}
            </>
          )}
          <Link
            to={link(sub, 'lottery_activity/receive_goods/:id', { id: w.id })}
            className={cx('y-text-brand', s.link)}
          >
            {w.shipBy ? <Trans>查看收货信息</Trans> : <Trans>填写收货地址</Trans>}
          </Link>
        </p>
      )}
    </li>
  );
}
