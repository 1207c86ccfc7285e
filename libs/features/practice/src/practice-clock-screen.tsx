import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClockMonth, FamilyMember } from '@yoga/contract';
import { CLOCK_MINUTES } from '@yoga/contract/codes';
import { addMonths, formatDay, formatMinutes, formatMonth } from '@yoga/format';
import {
  cx,
  Field,
  MonthCalendar,
  PageShell,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  QueryState,
  refusalText,
  showToast,
  SubmitButton,
  uploadPhoto,
  useSubApp,
} from '@yoga/ui';
import { useClockIn, useClockMonth, useFamily } from './api';
import s from './practice.module.css';

type Photo = { file: File; preview: string; id: string | null; progress: number; error: string | null };

function ClockForm({ members }: { members: FamilyMember[] }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const clock = useClockIn(sub.id);
  const uid = useId();
  const minutesInput = useRef<HTMLInputElement>(null);
  const [who, setWho] = useState('');
  const [minutes, setMinutes] = useState('30');
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const preview = photo?.preview;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [photo?.preview]);
  const m = Number(minutes);
  const minutesBad = !/^\d{1,3}$/.test(minutes.trim()) || m < CLOCK_MINUTES.min || m > CLOCK_MINUTES.max;
  const photoBad = !photo?.id;

  const pick = (file: File | undefined) => {
    if (!file) return;
    const preview = URL.createObjectURL(file);
    const fail = (error: string) => setPhoto({ file, preview, id: null, progress: 0, error });
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return fail(t`请选择 JPG、PNG 或 WebP 照片`);
    if (file.size > PHOTO_MAX_BYTES) return fail(t`照片不能超过 5 MB`);
    setPhoto({ file, preview, id: null, progress: 0, error: null });
    uploadPhoto(sub.id, file, (progress) => setPhoto((p) => (p && p.file === file ? { ...p, progress } : p)))
      .then((u) => setPhoto((p) => (p && p.file === file ? { ...p, id: u.id, progress: 1 } : p)))
      .catch((e: unknown) =>
        setPhoto((p) =>
          p && p.file === file ? { ...p, error: refusalText(e, t`照片上传失败，请检查网络后重试`) } : p,
        ),
      );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (minutesBad) return minutesInput.current?.focus();
    if (photoBad) return document.getElementById(`${uid}-photo`)?.focus();
    try {
      await clock.mutateAsync({ minutes: m, photoId: photo.id!, memberId: who ? Number(who) : null });
    } catch {
      return;
    }
    void showToast(t`打卡成功`, { icon: 'success' });
    setPhoto(null);
    setShown(false);
  };

  return (
    <form
      className="y-card y-col y-gap-3"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="clock-form"
    >
      <h2 className="y-m0 y-lg">
        <Trans>今日打卡</Trans>
      </h2>
      <Field label={<Trans>谁在练习</Trans>}>
        {(c) => (
          <select {...c} value={who} onChange={(e) => setWho(e.target.value)}>
            <option value="">{t`我自己`}</option>
            {members.map((mm) => (
              <option key={mm.id} value={mm.id}>
                {mm.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={<Trans>练习时长（分钟）</Trans>}
        error={
          shown &&
          minutesBad && (
            <Trans>
              练习时长为 {CLOCK_MINUTES.min} 到 {CLOCK_MINUTES.max} 分钟
            </Trans>
          )
        }
      >
        {(c) => (
          <input
            {...c}
            ref={minutesInput}
            inputMode="numeric"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        )}
      </Field>
      <div className={cx('y-field', s.field)}>
        <label className="y-field-label" htmlFor={`${uid}-photo`}>
          <Trans>打卡照片</Trans>
        </label>
        <input
          id={`${uid}-photo`}
          type="file"
          className={cx('y-hidden-input', s.visuallyHidden)}
          accept={PHOTO_TYPES.join(',')}
          onChange={(e) => pick(e.target.files?.[0])}
          aria-describedby={`${uid}-photo-state`}
        />
        <label htmlFor={`${uid}-photo`} className={cx('y-btn y-btn-ghost', s.pick)} aria-hidden="true">
          {photo ? <Trans>换一张照片</Trans> : <Trans>选择照片</Trans>}
        </label>
        {photo && (
          <img className={cx('y-fill-img y-rounded', s.photo)} src={photo.preview} alt={t`已选的打卡照片`} />
        )}
        <p
          className={`y-status ${photo?.error || (shown && photoBad) ? 'y-status-error' : ''}`}
          id={`${uid}-photo-state`}
          role="status"
        >
          {photo?.error
            ? photo.error
            : photo?.id
              ? t`照片已上传`
              : photo
                ? t`上传中 ${Math.round(photo.progress * 100)}%`
                : shown
                  ? t`请上传打卡照片`
                  : ''}
        </p>
      </div>
      {/* In the flow, not a bottom bar: the month's calendar follows the form on the same page. */}
      <SubmitButton pending={clock.isPending} pendingLabel={<Trans>提交中…</Trans>}>
        <Trans>打卡</Trans>
      </SubmitButton>
    </form>
  );
}

function MonthView({ m, onMonth }: { m: ClockMonth; onMonth: (month: string) => void }) {
  const { t } = useLingui();
  const dayName = (ymd: string) => formatDay(ymd, { year: 'auto', now: `${m.month}-15T12:00:00Z` });
  const isThisMonth = m.month === m.today.slice(0, 7);
  return (
    <section className="y-card y-col y-gap-3" aria-labelledby="sp-cal" data-testid="clock-month">
      <p className="y-m0 y-2xl y-bold" data-testid="clock-streak">
        <Trans>已连续打卡 {m.streak} 天</Trans>
      </p>
      <div className="y-row y-between y-gap-2">
        <button
          type="button"
          className="y-btn y-btn-ghost"
          aria-label={t`上个月`}
          onClick={() => onMonth(addMonths(m.month, -1))}
        >
          ‹
        </button>
        <h2 id="sp-cal" className="y-m0 y-lg">
          {formatMonth(m.month)}
        </h2>
        <button
          type="button"
          className="y-btn y-btn-ghost"
          aria-label={t`下个月`}
          disabled={isThisMonth}
          onClick={() => onMonth(addMonths(m.month, 1))}
        >
          ›
        </button>
      </div>
      <MonthCalendar
        month={m.month}
        today={m.today}
        marked={new Set(m.days)}
        dayLabel={(d, done) => (done ? t`${dayName(d)}，已打卡` : t`${dayName(d)}，未打卡`)}
        captionClassName={cx('y-nowrap', s.visuallyHidden)}
        testId="clock-calendar"
      />
      <h3>
        <Trans>本月打卡 {m.list.length} 次</Trans>
      </h3>
      {m.list.length === 0 ? (
        <p className="y-m0 y-muted y-sm">
          <Trans>这个月还没有打卡</Trans>
        </p>
      ) : (
        <ul className="y-plain y-col y-gap-2" data-testid="clock-list">
          {m.list.map((c) => (
            <li key={c.id} className={cx('y-row y-gap-2', s.row)}>
              <img
                className={cx('y-fill-img y-fixed y-rounded-sm', s.thumb)}
                src={c.photoUrl}
                alt=""
                loading="lazy"
              />
              <span>
                {formatDay(c.day)} · {formatMinutes(c.minutes)}
                <br />
                <span className="y-m0 y-muted y-sm">{c.memberName ?? t`我自己`}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** practice_clock: clock in today's practice (who, how long, a photo); the month's calendar and streak. */
export default function PracticeClockScreen() {
  const sub = useSubApp();
  const [month, setMonth] = useState<string | null>(null);
  const clock = useClockMonth(sub.id, month);
  const family = useFamily(sub.id);
  return (
    <PageShell>
      <div className="y-stack">
        <QueryState query={family} skeleton="form">
          {(f) => <ClockForm members={f.list} />}
        </QueryState>
        <QueryState query={clock} skeleton="blocks">
          {(m) => <MonthView m={m} onMonth={setMonth} />}
        </QueryState>
      </div>
    </PageShell>
  );
}
