import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { CoachClass, CoachRequest, CoachRequestKind } from '@yoga/contract';
import { businessDay, formatClassTime, formatClock, formatDateTime, parseId, useNow } from '@yoga/format';
import { link } from '@yoga/platform';
import { ActionBar, cx, QueryState, showToast, useSubApp, type QueryLike } from '@yoga/ui';
import { useCoachWeek, useColleagues, useCreateRequest } from './api';
import { classRefusal } from './words';
import s from './coach-classes.module.css';

const NOTE = 'y-m0 y-md y-muted';
const ALERT = 'y-m0 y-pad-3 y-rounded-sm y-badge-danger y-md';
const LABEL = 'y-col y-gap-2 y-md';
const CONTROL = cx('y-surface y-rounded-sm', s.control);

/**
 * The form of a change request: one of my coming classes (preselected by ?classId=), what is asked
 * (a colleague, a new time, nothing more for a cancel) and a reason. A refusal is worded beside it.
 */
export function RequestForm({
  kind,
  classId,
  onDone,
}: {
  kind: CoachRequestKind;
  classId: string | null;
  onDone?: (r: CoachRequest) => void;
}) {
  const { t } = useLingui();
  const sub = useSubApp();
  const now = useNow(false);
  const thisWeek = useCoachWeek(sub.id, 0, null);
  const nextWeek = useCoachWeek(sub.id, 1, null);
  const weeks = [thisWeek, nextWeek];
  const failed = weeks.find((w) => w.status === 'error');
  const both: QueryLike<CoachClass[]> = {
    status: failed ? 'error' : weeks.every((w) => w.status === 'success') ? 'success' : 'pending',
    data:
      thisWeek.data && nextWeek.data
        ? [...thisWeek.data.list, ...nextWeek.data.list].filter(
            (c) => c.state === 'scheduled' && Date.parse(c.startsAt) > now,
          )
        : undefined,
    error: failed?.error ?? null,
    refetch: () => Promise.all(weeks.map((w) => w.refetch())),
  };
  return (
    <QueryState
      query={both}
      skeleton="form"
      errorMessage={t`课程加载失败，请重试`}
      isEmpty={(list) => list.length === 0}
      empty={
        <div className="y-m0 y-md y-muted" data-testid="request-form-empty">
          <p>
            <Trans>近两周没有可以修改的课程</Trans>
          </p>
          <Link className="y-btn y-btn-ghost" to={link(sub, 'class_info')}>
            <Trans>查看我的课程</Trans>
          </Link>
        </div>
      }
    >
      {(list) => <FormBody kind={kind} list={list} classId={parseId(classId)} now={now} onDone={onDone} />}
    </QueryState>
  );
}

function FormBody({
  kind,
  list,
  classId,
  now,
  onDone,
}: {
  kind: CoachRequestKind;
  list: CoachClass[];
  classId: number | null;
  now: number;
  onDone?: ((r: CoachRequest) => void) | undefined;
}) {
  const { t } = useLingui();
  const sub = useSubApp();
  const first = list.find((c) => c.id === classId) ?? list.find((c) => !c.pending) ?? list[0]!;
  const [picked, setPicked] = useState(first.id);
  const chosen = list.find((c) => c.id === picked) ?? first;
  const [date, setDate] = useState(businessDay(chosen.startsAt));
  const [time, setTime] = useState(formatClock(chosen.startsAt));
  const [toCoach, setToCoach] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ReactNode>(null);
  const colleagues = useColleagues(sub.id);
  const create = useCreateRequest(sub.id);
  const pick = (id: number) => {
    setPicked(id);
    const c = list.find((x) => x.id === id);
    if (c) {
      setDate(businessDay(c.startsAt));
      setTime(formatClock(c.startsAt));
    }
    setProblem(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (reason.trim().length < 2) return setProblem(<Trans>请填写原因（至少 2 个字）</Trans>);
    const body =
      kind === 'handover'
        ? toCoach === null
          ? null
          : { kind, classId: chosen.id, toCoachId: toCoach, reason: reason.trim() }
        : kind === 'time'
          ? { kind, classId: chosen.id, startsAt: `${date}T${time}:00+08:00`, reason: reason.trim() }
          : { kind, classId: chosen.id, reason: reason.trim() };
    if (!body) return setProblem(<Trans>请选择接课的教练</Trans>);
    create.mutate(body, {
      onSuccess: (r) => {
        showToast(t`已提交，等待审核`);
        setReason('');
        onDone?.(r);
      },
      onError: (error) => setProblem(classRefusal(error)),
    });
  };
  const deadline = formatDateTime(chosen.cancelDeadline);
  const late = Date.parse(chosen.cancelDeadline) < now;
  const current = formatClassTime(chosen.startsAt, chosen.endsAt);
  return (
    <form className="y-card y-col y-gap-3" onSubmit={submit} noValidate data-testid="request-form">
      <label className={LABEL}>
        <Trans>课程</Trans>
        <select className={CONTROL} value={picked} onChange={(e) => pick(Number(e.target.value))}>
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {`${formatClassTime(c.startsAt, c.endsAt, { zoneLabel: false })} ${c.title}`}
            </option>
          ))}
        </select>
      </label>
      <p className={NOTE}>
        <Trans>当前时间：{current}</Trans>
      </p>
      {kind === 'cancel' && (
        <p className={late ? ALERT : NOTE} data-testid="cancel-deadline">
          {late ? <Trans>取消截止时间 {deadline} 已过</Trans> : <Trans>请在 {deadline} 前取消</Trans>}
        </p>
      )}
      {kind === 'time' && (
        <>
          <label className={LABEL}>
            <Trans>新的日期</Trans>
            <input
              className={CONTROL}
              type="date"
              value={date}
              required
              onChange={(e) => setDate(e.target.value)}
            />
          </label>
          <label className={LABEL}>
            <Trans>新的开始时间（北京时间）</Trans>
            <input
              className={CONTROL}
              type="time"
              value={time}
              required
              step={300}
              onChange={(e) => setTime(e.target.value)}
            />
          </label>
          <p className={NOTE}>
            <Trans>提交后由教务审核，这节课的学员会收到通知。</Trans>
          </p>
        </>
      )}
      {kind === 'handover' && (
        <QueryState query={colleagues} skeleton="rows" errorMessage={t`教练列表加载失败，请重试`}>
          {(list) => (
            <fieldset className={cx('y-m0 y-col y-gap-2', s.fieldset)}>
              <legend>
                <Trans>交给哪位教练</Trans>
              </legend>
              {list.map((c) => (
                <label key={c.id} className={cx('y-row y-gap-2 y-md', s.option)}>
                  <input
                    className={cx(CONTROL, s.radio)}
                    type="radio"
                    name="to-coach"
                    checked={toCoach === c.id}
                    onChange={() => setToCoach(c.id)}
                  />
                  {c.name}
                </label>
              ))}
            </fieldset>
          )}
        </QueryState>
      )}
      <label className={LABEL}>
        <Trans>原因</Trans>
        <textarea
          className={CONTROL}
          value={reason}
          maxLength={200}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t`请说明原因，审核时会参考`}
        />
      </label>
      {problem && (
        <p className={ALERT} role="alert">
          {problem}
        </p>
      )}
      <ActionBar>
        <button type="submit" className="y-btn" disabled={create.isPending}>
          {kind === 'handover' ? (
            <Trans>提交调课申请</Trans>
          ) : kind === 'time' ? (
            <Trans>提交新时间</Trans>
          ) : (
            <Trans>提交取消申请</Trans>
          )}
        </button>
      </ActionBar>
    </form>
  );
}
