import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import {
  TALENT_CITY_MAX,
  isCityName,
  TALENT_CODES,
  TALENT_INTRO_MAX,
  TALENT_INTRO_MIN,
  TALENT_SPECIALTIES,
  talentIntroProblem,
  type TalentSpecialty,
} from '@yoga/contract/codes';
import type { TalentApplication, TalentProfile, TalentProgramme } from '@yoga/contract';
import { formatDate, formatDateTime, formatMinutes } from '@yoga/format';
import type { SubAppId } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import {
  ActionBar,
  cx,
  EmptyState,
  isSignedIn,
  PageShell,
  QueryState,
  showToast,
  useSessionDraft,
  useSubApp,
} from '@yoga/ui';
import { useApplyTalent, useTalentProgramme } from './api/programme';
import css from './talent.module.css';

interface Draft {
  specialty: TalentSpecialty | '';
  city: string;
  intro: string;
}
const blank: Draft = { specialty: '', city: '', intro: '' };

/**
 * The form as typed, kept per sub-app for the tab: it survives a reload and the trip to login. What
 * storage holds is taken field by field (an unknown specialty or a non-string is left empty).
 */
const draftKey = (subApp: SubAppId) => `talent:${subApp}:draft`;
function parseDraft(raw: unknown): Draft | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Partial<Record<keyof Draft, unknown>>;
  return {
    specialty: (TALENT_SPECIALTIES as readonly unknown[]).includes(v.specialty)
      ? (v.specialty as TalentSpecialty)
      : '',
    city: typeof v.city === 'string' ? v.city : '',
    intro: typeof v.intro === 'string' ? v.intro : '',
  };
}

/**
 * Phala's yoga-talent programme (kept alive: the ranking keeps its scroll when a profile's page is
 * left and come back to): what it is, the ranking by classes with each talent's numbers, the perks,
 * rules and steps, and the application (a student token; signed out, applying signs in first and
 * comes back with the form as typed). Once sent, its status instead of the form.
 */
export default function TalentScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const signedIn = isSignedIn(sub);
  const programme = useTalentProgramme(sub.id, signedIn);
  return (
    <PageShell>
      <QueryState
        query={programme}
        skeleton={{ shape: 'detail', hero: 'band', lines: 4 }}
        errorMessage={t`达人计划加载失败，请重试`}
        notFoundTitle={<Trans>这里没有达人计划</Trans>}
      >
        {(p) => <Programme p={p} signedIn={signedIn} />}
      </QueryState>
    </PageShell>
  );
}

function Programme({ p, signedIn }: { p: TalentProgramme; signedIn: boolean }) {
  const count = p.talents.length;
  const applicants = p.applicants;
  return (
    <div className={cx('y-col y-gap-3', css.root)} data-testid="talent">
      <section className="y-card y-card-brand y-col y-gap-2">
        <h2 className={cx('y-m0 y-2xl', css.title)}>{p.title}</h2>
        <p className={cx('y-m0 y-md', css.text)}>{p.intro}</p>
        <p className="y-m0 y-sm y-bold">
          <Trans>
            {count} 位达人 · {applicants} 人已申请
          </Trans>
        </p>
      </section>
      <section className="y-card y-col y-gap-2" aria-labelledby="tl-rank-h">
        <h3 className="y-m0 y-lg" id="tl-rank-h">
          <Trans>达人榜</Trans>
        </h3>
        {count === 0 ? (
          <EmptyState title={<Trans>还没有达人，快来成为第一位</Trans>} />
        ) : (
          <ol className="y-plain y-col y-divide" data-testid="talent-rank">
            {p.talents.map((x) => (
              <Talent key={x.id} x={x} />
            ))}
          </ol>
        )}
      </section>
      <TextList title={<Trans>达人权益</Trans>} items={p.perks} />
      <TextList title={<Trans>活动规则</Trans>} items={p.rules} ordered />
      <TextList title={<Trans>如何申请</Trans>} items={p.steps} ordered />
      {p.application ? <ApplicationStatus a={p.application} /> : <ApplyForm signedIn={signedIn} />}
    </div>
  );
}

function TextList({ title, items, ordered }: { title: React.ReactNode; items: string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="y-card y-col y-gap-2">
      <h3 className="y-m0 y-lg">{title}</h3>
      <List className={cx('y-m0 y-md', css.text, css.bullets)}>
        {items.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </List>
    </section>
  );
}

export function SpecialtyName({ s }: { s: TalentSpecialty }) {
  switch (s) {
    case 'hatha':
      return <Trans>哈他瑜伽</Trans>;
    case 'vinyasa':
      return <Trans>流瑜伽</Trans>;
    case 'yin':
      return <Trans>阴瑜伽</Trans>;
    case 'aerial':
      return <Trans>空中瑜伽</Trans>;
    case 'pilates':
      return <Trans>普拉提</Trans>;
    case 'meditation':
      return <Trans>冥想</Trans>;
  }
}

function Talent({ x }: { x: TalentProfile }) {
  const { t } = useLingui();
  const rank = x.rank;
  const since = formatDate(x.since);
  const classes = x.classes;
  const streak = x.streak;
  const city = x.city;
  return (
    <li className={css.talent} data-testid="talent-row">
      <span
        className={cx('y-center', x.rank <= 3 ? 'y-text-danger' : 'y-muted', css.no)}
        aria-label={t`第 ${rank} 名`}
      >
        {x.rank}
      </span>
      <span className={cx('y-xl y-card-brand', css.avatar)} aria-hidden="true">
        {x.name.slice(0, 1)}
      </span>
      <div className={css.who}>
        <p className="y-m0 y-row y-wrap y-gap-2 y-md">
          <strong>{x.name}</strong>
          <span className="y-badge y-badge-muted">
            <SpecialtyName s={x.specialty} />
          </span>
        </p>
        <p className="y-m0 y-sm y-muted">
          <Trans>
            {city} · {since} 加入
          </Trans>
        </p>
        <p className={cx('y-m0 y-sm', css.motto)}>“{x.motto}”</p>
        <dl className={cx('y-grid-3 y-m0 y-mt-1', css.stats)}>
          <div className="y-rounded-sm y-center">
            <dt className="y-xs y-muted">
              <Trans>完成课程</Trans>
            </dt>
            <dd className="y-m0 y-md y-bold y-nowrap">
              <Trans>{classes} 节</Trans>
            </dd>
          </div>
          <div className="y-rounded-sm y-center">
            <dt className="y-xs y-muted">
              <Trans>练习时长</Trans>
            </dt>
            <dd className="y-m0 y-md y-bold y-nowrap">{formatMinutes(x.minutes)}</dd>
          </div>
          <div className="y-rounded-sm y-center">
            <dt className="y-xs y-muted">
              <Trans>最长连续</Trans>
            </dt>
            <dd className="y-m0 y-md y-bold y-nowrap">
              <Trans>{streak} 天</Trans>
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

function ApplyForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const location = useLocation();
  const apply = useApplyTalent(sub.id);
  const [draft, setDraft, clearDraft] = useSessionDraft(draftKey(sub.id), () => blank, {
    parse: parseDraft,
    keep: 'session',
  });
  const [tried, setTried] = useState(false);
  const cityId = useId();
  const introId = useId();

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    if (apply.error) apply.reset();
  };
  const city = draft.city.trim();
  const introProblem = talentIntroProblem(draft.intro);
  const problems = {
    specialty: draft.specialty ? null : t`请选择你擅长的方向`,
    city: !city
      ? t`请填写所在城市`
      : city.length > TALENT_CITY_MAX
        ? t`城市名太长了`
        : !isCityName(city)
          ? t`请填写城市名称，如“杭州”`
          : null,
    intro:
      introProblem === 'empty'
        ? t`请写下你的练习故事`
        : introProblem === 'length'
          ? t`请写 ${TALENT_INTRO_MIN}–${TALENT_INTRO_MAX} 个字`
          : null,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problems.specialty || problems.city || problems.intro || apply.isPending) return;
    if (!signedIn) {
      navigate(loginPathFor(location)!);
      return;
    }
    apply.mutate(
      { specialty: draft.specialty as TalentSpecialty, city, intro: draft.intro.trim() },
      {
        onSuccess: () => {
          clearDraft(blank);
          void showToast(t`申请已提交`);
        },
      },
    );
  };
  const err = (k: keyof typeof problems) =>
    tried && problems[k] ? (
      <p className="y-m0 y-sm y-text-danger" role="alert">
        {problems[k]}
      </p>
    ) : null;
  const length = draft.intro.trim().length;

  return (
    <>
      <form
        id="talent-form"
        className="y-card y-col y-gap-3"
        onSubmit={submit}
        noValidate
        data-testid="talent-form"
      >
        <h3 className="y-m0 y-lg">
          <Trans>申请成为达人</Trans>
        </h3>
        <fieldset className={cx('y-col y-gap-1 y-md', css.field)}>
          <legend>
            <Trans>擅长方向</Trans>
          </legend>
          <div className="y-choices">
            {TALENT_SPECIALTIES.map((s) => (
              <label
                key={s}
                className={cx('y-row y-tap y-focus', css.chip)}
                data-on={draft.specialty === s || undefined}
              >
                <input
                  className="y-hidden-input"
                  type="radio"
                  name="specialty"
                  value={s}
                  checked={draft.specialty === s}
                  onChange={() => set('specialty', s)}
                />
                <SpecialtyName s={s} />
              </label>
            ))}
          </div>
          {err('specialty')}
        </fieldset>
        <div className={cx('y-col y-gap-1 y-md', css.field)}>
          <label htmlFor={cityId}>
            <Trans>所在城市</Trans>
          </label>
          <input
            className="y-surface y-text"
            id={cityId}
            value={draft.city}
            maxLength={TALENT_CITY_MAX}
            onChange={(e) => set('city', e.target.value)}
            aria-invalid={tried && problems.city ? true : undefined}
          />
          {err('city')}
        </div>
        <div className={cx('y-col y-gap-1 y-md', css.field)}>
          <label htmlFor={introId}>
            <Trans>我的练习故事</Trans>
          </label>
          <textarea
            className="y-surface y-text"
            id={introId}
            rows={4}
            value={draft.intro}
            maxLength={TALENT_INTRO_MAX}
            onChange={(e) => set('intro', e.target.value)}
            aria-invalid={tried && problems.intro ? true : undefined}
          />
          <p className="y-m0 y-xs y-right y-muted" aria-live="polite">
            {length}/{TALENT_INTRO_MAX}
          </p>
          {err('intro')}
        </div>
        {apply.error && (
          <p className="y-m0 y-sm y-text-danger" role="alert">
            {apply.error instanceof ApiBusinessError && apply.error.code === TALENT_CODES.alreadyApplied ? (
              <Trans>你已经提交过达人申请</Trans>
            ) : (
              <Trans>提交没有成功，请稍后重试</Trans>
            )}
          </p>
        )}
      </form>
      <ActionBar>
        <button type="submit" form="talent-form" className="y-btn" disabled={apply.isPending}>
          {apply.isPending ? (
            <Trans>提交中…</Trans>
          ) : signedIn ? (
            <Trans>提交申请</Trans>
          ) : (
            <Trans>登录后提交申请</Trans>
          )}
        </button>
      </ActionBar>
    </>
  );
}

function ApplicationStatus({ a }: { a: TalentApplication }) {
  const sent = formatDateTime(a.createdAt);
  const city = a.city;
  return (
    <section className="y-card y-col y-gap-2" data-testid="talent-status" data-status={a.status}>
      <h3 className="y-m0 y-lg">
        <Trans>我的申请</Trans>
      </h3>
      <p className={cx('y-badge y-m0', a.status === 'refused' ? 'y-badge-muted' : 'y-card-brand', css.badge)}>
        {a.status === 'pending' ? (
          <Trans>审核中，约 3 个工作日出结果</Trans>
        ) : a.status === 'accepted' ? (
          <Trans>已通过，欢迎成为瑜伽达人</Trans>
        ) : (
          <Trans>未通过</Trans>
        )}
      </p>
      <p className="y-m0 y-sm y-muted">
        <SpecialtyName s={a.specialty} /> ·{' '}
        <Trans>
          {city} · 提交于 {sent}
        </Trans>
      </p>
      <p className={cx('y-m0 y-md', css.text)}>{a.intro}</p>
    </section>
  );
}
