import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachApplication, IncomeLevel, LevelRequirementKey } from '@yoga/contract';
import { formatDecimal, formatMoney } from '@yoga/format';
import { PageShell, QueryState, useSubApp, cx } from '@yoga/ui';
import { useApplication, useIncomeLevel } from './api/account';
import { CoachStatus, isActiveCoach } from './coach-status';
import s from './coach-account.module.css';

/**
 * My income level and pay per class, and each thing the next level needs with how far I am. Only
 * an active coach has a level: the account's status is read first, and any other state is shown
 * as the status (the same words as the application screens), not a level.
 */
export default function IncomeLevelScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const app = useApplication(sub.id);
  return (
    <PageShell>
      <QueryState query={app} skeleton="detail" errorMessage={t`申请信息加载失败，请重试`}>
        {(a) => (isActiveCoach(a) ? <ActiveLevel /> : <NotActive a={a} />)}
      </QueryState>
    </PageShell>
  );
}

function ActiveLevel() {
  const { t } = useLingui();
  const sub = useSubApp();
  const level = useIncomeLevel(sub.id);
  return (
    <QueryState query={level} skeleton="detail" errorMessage={t`等级信息加载失败，请重试`}>
      {(l) => <LevelBody l={l} />}
    </QueryState>
  );
}

function NotActive({ a }: { a: CoachApplication }) {
  return (
    <div className="y-stack">
      <section className="y-card y-section y-center" data-testid="level-status">
        <p className="y-bold">
          <CoachStatus a={a} />
        </p>
        <p className="y-m0 y-mt-1 y-sm y-muted">
          <Trans>通过教练审核后才有收入等级。</Trans>
        </p>
      </section>
    </div>
  );
}

function LevelBody({ l }: { l: IncomeLevel }) {
  const perClass = formatMoney(l.perClass);
  return (
    <div className="y-stack">
      <section className="y-card y-section y-center" aria-labelledby="ca-level">
        <p className="y-m0 y-mt-1 y-sm y-muted">
          <Trans>我的等级</Trans>
        </p>
        <h2 id="ca-level" className={s.big}>
          {l.name}
        </h2>
        <p>
          <Trans>课时费 {perClass} / 节</Trans>
        </p>
      </section>
      {l.next ? (
        <section className="y-card y-section" aria-labelledby="ca-next">
          <h2 id="ca-next" className="y-section-title">
            <Trans>
              升级到{l.next.name}（{formatMoney(l.next.perClass)} / 节）还需要
            </Trans>
          </h2>
          <ul className="y-plain y-col y-gap-3">
            {l.next.requirements.map((r) => (
              <Requirement key={r.key} k={r.key} current={r.current} target={r.target} />
            ))}
          </ul>
        </section>
      ) : (
        <section className="y-card y-section">
          <p>
            <Trans>你已经是最高等级</Trans>
          </p>
        </section>
      )}
    </div>
  );
}

function Requirement({ k, current, target }: { k: LevelRequirementKey; current: number; target: number }) {
  const { t } = useLingui();
  const done = current >= target;
  // Ratings are tenths of a star: 47 reads 4.7.
  const show = (n: number) => (k === 'rating' ? formatDecimal(n / 10) : String(n));
  const cur = show(current);
  const goal = show(target);
  const name =
    k === 'classes'
      ? t`累计授课（节）`
      : k === 'rating'
        ? t`学员评分`
        : k === 'students'
          ? t`累计学员（人）`
          : t`任职时长（月）`;
  return (
    <li>
      <div className={cx('y-between y-wrap', s.split, s.flex)}>
        <span>{name}</span>
        <span className={done ? 'y-text-brand' : undefined}>
          {done ? (
            <Trans>
              已达成 {cur}/{goal}
            </Trans>
          ) : (
            <Trans>
              {cur}/{goal}
            </Trans>
          )}
        </span>
      </div>
      <progress
        className={cx('y-mt-2', s.bar)}
        max={target}
        value={Math.min(current, target)}
        aria-label={name}
      />
    </li>
  );
}
