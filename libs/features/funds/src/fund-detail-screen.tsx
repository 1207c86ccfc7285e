import { useEffect, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { FundDetail, FundTally } from '@yoga/contract';
import { FUND_TALLY_REFRESH_MS } from '@yoga/contract/codes';
import { formatDateTime, formatMoney, parseId, useCountdown } from '@yoga/format';
import { loginPathFor } from '@yoga/session';
import { ActionBar, cx, InfoRow, isSignedIn, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useFund, useFundTally, useVote } from './api/fund';
import type { Viewer } from './keys';
import { keepChoice, takeKeptChoice } from './kept-choice';
import { voteRefusal } from './refusal';
import s from './funds.module.css';
import { voteShares } from './vote-shares';

/**
 * A community fund proposal put to the members' vote: what is asked, by whom, the period with its
 * countdown, and the options with their live count. The page opens signed out; voting signs in first
 * and comes back with the choice kept. One vote per member: after it the choice is locked and marked.
 */
export default function FundDetailScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  // A malformed id names nothing: not found at once, no request.
  const id = parseId(useParams().id);
  const viewer: Viewer = isSignedIn(sub) ? 'member' : 'visitor';
  const fund = useFund(sub.id, id, viewer);
  return (
    <PageShell>
      <QueryState
        query={fund}
        notFound={id === null}
        notFoundTitle={<Trans>投票不存在</Trans>}
        skeleton={{ shape: 'detail', hero: 'band', lines: 5 }}
        errorMessage={t`投票加载失败，请重试`}
      >
        {(f) => <FundBody fund={f} viewer={viewer} updatedAt={fund.dataUpdatedAt} />}
      </QueryState>
    </PageShell>
  );
}

function FundBody({ fund, viewer, updatedAt }: { fund: FundDetail; viewer: Viewer; updatedAt: number }) {
  const sub = useSubApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(fund.tally.status === 'open');
  const tallyQuery = useFundTally(sub.id, viewer, fund, updatedAt, open ? FUND_TALLY_REFRESH_MS : false);
  const tally: FundTally = tallyQuery.data;
  const vote = useVote(sub.id, fund.id);
  const [choice, setChoice] = useState<number | null>(null);
  const [mustChoose, setMustChoose] = useState(false);
  const status = tally.status;
  useEffect(() => setOpen(status === 'open'), [status]);

  // Back from login: the option chosen before it.
  useEffect(() => {
    const kept = takeKeptChoice(sub.id, fund.id);
    if (kept !== null && fund.tally.options.some((o) => o.id === kept)) setChoice(kept);
  }, [sub.id, fund.id, fund.tally.options]);

  // The period's edge passing while the page is open: read the state again (opened, or closed).
  const countdown = useCountdown(
    status === 'not_started' ? fund.startAt : status === 'open' ? fund.endAt : null,
  );
  const wasRunning = useRef(false);
  const { refetch } = tallyQuery;
  useEffect(() => {
    if (countdown.left !== null && !countdown.done) wasRunning.current = true;
    else if (countdown.done && wasRunning.current) {
      wasRunning.current = false;
      void refetch();
    }
  }, [countdown.left, countdown.done, refetch]);

  const left = countdown.text;
  const total = tally.totalVotes;
  const shares = voteShares(tally.options.map((o) => o.votes));
  const mine = tally.myVote;
  const canVote = status === 'open' && mine === null;
  const submit = () => {
    if (!canVote || vote.isPending) return;
    if (choice === null) {
      setMustChoose(true);
      return;
    }
    if (viewer === 'visitor' || !isSignedIn(sub)) {
      keepChoice(sub.id, fund.id, choice);
      navigate(loginPathFor(location)!);
      return;
    }
    vote.mutate(choice);
  };
  const label = (optionId: number | null) => tally.options.find((o) => o.id === optionId)?.label ?? '';
  const winners = tally.winners.map((w) => label(w)).join(' / ');
  const myLabel = label(mine);

  return (
    <div className="y-stack">
      <section className={cx('y-card y-card-brand', s.head)} data-testid="fund-head">
        <p className={cx('y-badge y-m0 y-bold', s.status)} data-status={status}>
          {status === 'open' ? (
            <Trans>投票中</Trans>
          ) : status === 'closed' ? (
            <Trans>已结束</Trans>
          ) : (
            <Trans>未开始</Trans>
          )}
        </p>
        <h2 className={cx('y-2xl y-break', s.title)}>{fund.title}</h2>
        <p className="y-m0 y-md">
          <span>
            <Trans>申请金额</Trans>
          </span>{' '}
          <strong className="y-2xl" data-testid="fund-amount">
            {formatMoney(fund.amount)}
          </strong>
        </p>
      </section>

      <ul className="y-list">
        <InfoRow k={<Trans>发起人</Trans>}>{fund.proposer}</InfoRow>
        <InfoRow k={<Trans>开始时间</Trans>}>{formatDateTime(fund.startAt)}</InfoRow>
        <InfoRow k={<Trans>截止时间</Trans>}>{formatDateTime(fund.endAt)}</InfoRow>
      </ul>

      <p
        className="y-m0 y-pad-3 y-rounded y-tint y-text y-md y-num"
        data-testid="fund-clock"
        role="timer"
        aria-live="off"
      >
        {status === 'open' ? (
          <Trans>距投票结束 {left}</Trans>
        ) : status === 'not_started' ? (
          <Trans>距投票开始 {left}</Trans>
        ) : (
          <Trans>投票已结束</Trans>
        )}
      </p>

      <section className="y-section">
        <h2 className="y-m0 y-lg">
          <Trans>提案说明</Trans>
        </h2>
        <p className={cx('y-m0 y-md y-muted y-break', s.desc)}>{fund.description}</p>
      </section>

      <section className="y-section" aria-labelledby="fv-options-title">
        <div className="y-row y-align-baseline y-between y-gap-2">
          <h2 className="y-m0 y-lg" id="fv-options-title">
            {status === 'closed' ? <Trans>投票结果</Trans> : <Trans>投票选项</Trans>}
          </h2>
          <span className="y-sm y-muted" data-testid="fund-total">
            <Plural value={total} other="共 # 票" />
          </span>
        </div>
        {status === 'closed' && (
          <p className="y-m0 y-md y-bold y-break" data-testid="fund-result">
            {winners ? <Trans>{winners} 胜出</Trans> : <Trans>无人投票</Trans>}
          </p>
        )}
        <ul className="y-plain y-col y-gap-2" data-testid="fund-options">
          {tally.options.map((o, i) => {
            const votes = o.votes;
            const pct = shares[i]!;
            const won = tally.winners.includes(o.id);
            const isMine = mine === o.id;
            const body = (
              <>
                <span className="y-row y-wrap y-gap-2">
                  <span className="y-md y-break">{o.label}</span>
                  {isMine && (
                    <span className={cx('y-xs y-tint y-text', s.tag)}>
                      <Trans>我的选择</Trans>
                    </span>
                  )}
                  {won && (
                    <span className={cx('y-xs y-tint y-text', s.tag)}>
                      <Trans>胜出</Trans>
                    </span>
                  )}
                  <span className={cx('y-sm y-muted y-num y-nowrap', s.count)}>
                    <Plural value={votes} other="# 票" /> · {pct}%
                  </span>
                </span>
                <span className={cx('y-rounded-sm', s.bar)} aria-hidden="true">
                  <span className={s.barFill} style={{ width: `${pct}%` }} />
                </span>
              </>
            );
            return (
              <li
                key={o.id}
                className={cx('y-outline y-rounded y-surface', s.option)}
                data-testid="fund-option"
                data-mine={isMine || undefined}
                data-won={won || undefined}
              >
                {canVote ? (
                  <label className={cx('y-row y-align-start y-gap-3', s.choice)}>
                    <input
                      type="radio"
                      className="y-fixed"
                      name="fund-option"
                      value={o.id}
                      checked={choice === o.id}
                      onChange={() => {
                        setChoice(o.id);
                        setMustChoose(false);
                        if (vote.error) vote.reset();
                      }}
                    />
                    <span className={cx('y-col y-grow y-gap-2 y-pad-3', s.choiceBody)}>{body}</span>
                  </label>
                ) : (
                  <span className={cx('y-col y-grow y-gap-2 y-pad-3', s.choiceBody)}>{body}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      {mine !== null && (
        <p className="y-m0 y-sm y-muted" data-testid="fund-my-vote">
          <Trans>你已投票：{myLabel}。每人只能投一次，投票后不可更改。</Trans>
        </p>
      )}
      {status === 'not_started' && (
        <p className="y-m0 y-sm y-muted">
          <Trans>投票开始后即可参与，每人一票。</Trans>
        </p>
      )}

      {(status === 'open' || (vote.error !== null && mine === null)) && (
        <ActionBar
          stacked={mustChoose || vote.error !== null}
          start={
            mustChoose ? (
              <p className="y-m0 y-sm y-text-danger" role="alert">
                <Trans>请先选择一个选项</Trans>
              </p>
            ) : vote.error ? (
              <p className="y-m0 y-sm y-text-danger" role="alert">
                {voteRefusal(vote.error)}
              </p>
            ) : undefined
          }
        >
          {mine === null ? (
            <button
              type="button"
              className="y-btn"
              onClick={submit}
              disabled={vote.isPending || status !== 'open'}
            >
              {vote.isPending ? <Trans>投票中…</Trans> : <Trans>投票</Trans>}
            </button>
          ) : (
            <button type="button" className="y-btn" disabled>
              <Trans>已投票</Trans>
            </button>
          )}
        </ActionBar>
      )}
    </div>
  );
}
