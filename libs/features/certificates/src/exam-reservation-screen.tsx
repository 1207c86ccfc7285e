import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { ExamBooking, ExamCentre, ExamOptions } from '@yoga/contract';
import { CERT_CODES } from '@yoga/contract/codes';
import { formatClassTime, formatDateTime, formatMoney } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import {
  ActionBar,
  cx,
  EmptyState,
  FieldError,
  Page,
  PageShell,
  QueryState,
  refusalText,
  showToast,
  useNow,
  useSubApp,
} from '@yoga/ui';
import { useBookExam, useCancelExam, useExamBooking, useExamOptions } from './api/exam';
import { fact, facts } from './status';
import css from './certificates.module.css';

/** An exam choice: the radio beside its text, outlined. */
const choice = 'y-row y-align-start y-gap-2 y-pad-3 y-outline y-rounded y-break';

/**
 * cert/reservation (onmat, phala; signed in): the user's active exam booking, or the form to book
 * one. The fee is paid at the cashier; the booking is confirmed by the payment on the server.
 */
export default function ExamReservationScreen() {
  const sub = useSubApp();
  const mine = useExamBooking(sub.id);
  const { t } = useLingui();
  return (
    <PageShell>
      <QueryState query={mine} skeleton="detail" errorMessage={t`预约信息加载失败，请重试`}>
        {(m) => (m.booking ? <BookingView booking={m.booking} sub={sub} /> : <BookForm sub={sub} />)}
      </QueryState>
    </PageShell>
  );
}

/** A refused booking or cancel in our own words, beside the button. */
function bookingRefusal(e: unknown): ReactNode {
  if (!(e instanceof ApiBusinessError)) return <Trans>网络不太好，请稍后重试</Trans>;
  switch (e.code) {
    case CERT_CODES.examSlotFull:
      return <Trans>该场次刚刚约满，请选择其他场次</Trans>;
    case CERT_CODES.examSlotClosed:
      return <Trans>该场次已截止预约，请选择其他场次</Trans>;
    case CERT_CODES.examAlreadyBooked:
      return <Trans>你已有一个考试预约，请先取消后再预约</Trans>;
    case CERT_CODES.examCancelClosed: {
      const at = String((e.data as { cancelBefore?: unknown } | null)?.cancelBefore ?? '');
      return Number.isNaN(Date.parse(at)) ? (
        <Trans>已过取消截止时间，无法取消</Trans>
      ) : (
        <Trans>已过取消截止时间（{formatDateTime(at)}），无法取消</Trans>
      );
    }
    default:
      return refusalText(e, <Trans>预约没有完成，请稍后重试</Trans>);
  }
}

function Requirements({ options }: { options: ExamOptions }) {
  return (
    <section className="y-card" aria-labelledby="ce-req">
      <h2 id="ce-req" className={cx('y-lg y-bold', css.h)}>
        <Trans>考试要求</Trans>
      </h2>
      <p className="y-m0 y-mt-1 y-mb-2 y-muted">
        <Trans>考试级别：{options.level}</Trans>
      </p>
      <h3 className="y-m0 y-mt-1 y-md y-bold">
        <Trans>报名材料</Trans>
      </h3>
      <ul className={cx('y-m0 y-muted y-md', css.ceList)}>
        {options.documents.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <h3 className="y-m0 y-mt-1 y-md y-bold">
        <Trans>考试当天请携带</Trans>
      </h3>
      <ul className={cx('y-m0 y-muted y-md', css.ceList)}>
        {options.bring.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </section>
  );
}

function BookForm({ sub }: { sub: SubApp }) {
  const { t } = useLingui();
  const options = useExamOptions(sub.id);
  return (
    <QueryState
      query={options}
      skeleton="form"
      errorMessage={t`考点信息加载失败，请重试`}
      isEmpty={(o) => o.centres.length === 0}
      empty={<EmptyState title={<Trans>近期暂无可预约的考试场次</Trans>} />}
    >
      {(o) => <BookFormBody options={o} sub={sub} />}
    </QueryState>
  );
}

function BookFormBody({ options, sub }: { options: ExamOptions; sub: SubApp }) {
  const navigate = useNavigate();
  const [centreId, setCentreId] = useState(options.centres[0]!.id);
  const [slotId, setSlotId] = useState<number | null>(null);
  const book = useBookExam(sub.id);
  const centre: ExamCentre = options.centres.find((c) => c.id === centreId) ?? options.centres[0]!;
  const slot = centre.slots.find((s) => s.id === slotId && s.bookable) ?? null;
  const submit = () => {
    if (!slot || book.isPending) return;
    // The promise, not mutate's callback: the refreshed booking replaces this form before it would run.
    book
      .mutateAsync(slot.id)
      .then((b) => navigate(link(sub, 'app/pay_info', { orderNo: b.orderNo })))
      .catch(() => {}); // shown beside the button (book.error)
  };
  return (
    <Page>
      <Requirements options={options} />
      <fieldset className={cx('y-card y-m0', css.fieldset)}>
        <legend className={cx('y-lg y-bold', css.h)}>
          <Trans>选择考点</Trans>
        </legend>
        {options.centres.map((c) => (
          <label key={c.id} className={cx(choice, css.choice, c.id === centre.id && css.on)}>
            <input
              type="radio"
              name="centre"
              checked={c.id === centre.id}
              onChange={() => {
                setCentreId(c.id);
                setSlotId(null);
              }}
            />
            <span className="y-col y-gap-1">
              <span className="y-grow y-md y-bold">
                {c.city} · {c.name}
              </span>
              <span className="y-m0 y-mt-1 y-muted y-sm">{c.address}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className={cx('y-card y-m0', css.fieldset)}>
        <legend className={cx('y-lg y-bold', css.h)}>
          <Trans>选择考试日期与场次</Trans>
        </legend>
        {centre.slots.length === 0 ? (
          <p className="y-m0 y-mt-1 y-muted y-sm">
            <Trans>该考点近期没有考试场次</Trans>
          </p>
        ) : (
          centre.slots.map((s) => (
            <label
              key={s.id}
              className={cx(choice, css.choice, s.id === slot?.id && css.on, !s.bookable && css.off)}
            >
              <input
                type="radio"
                name="slot"
                disabled={!s.bookable}
                checked={s.id === slot?.id}
                onChange={() => setSlotId(s.id)}
              />
              <span className="y-col y-gap-1">
                <span className="y-grow y-md y-bold">{formatClassTime(s.startsAt, s.endsAt)}</span>
                <span className="y-m0 y-mt-1 y-muted y-sm">
                  {s.seatsLeft === 0 ? (
                    <Trans>已约满</Trans>
                  ) : !s.bookable ? (
                    <Trans>已截止预约</Trans>
                  ) : (
                    <Trans>剩余 {s.seatsLeft} 个名额</Trans>
                  )}
                </span>
              </span>
            </label>
          ))
        )}
      </fieldset>
      <p className="y-m0 y-mt-1 y-muted y-sm">
        <Trans>考试开始前 48 小时可免费取消，考试费原路退回；之后不可取消。</Trans>
      </p>
      {book.isError && <FieldError>{bookingRefusal(book.error)}</FieldError>}
      <ActionBar>
        <div className={cx('y-row y-wrap y-align-baseline y-md', css.fee)}>
          <Trans>考试费</Trans>{' '}
          <strong className="y-text-brand y-nowrap y-xl">{formatMoney(options.fee)}</strong>
        </div>
        <button type="button" className="y-btn" disabled={!slot || book.isPending} onClick={submit}>
          {slot ? <Trans>预约并支付</Trans> : <Trans>请选择场次</Trans>}
        </button>
      </ActionBar>
    </Page>
  );
}

function BookingView({ booking: b, sub }: { booking: ExamBooking; sub: SubApp }) {
  const { t } = useLingui();
  const now = useNow(true);
  const cancel = useCancelExam(sub.id);
  const [asking, setAsking] = useState(false);
  const pending = b.state === 'pending';
  const canCancel = pending || now < Date.parse(b.cancelBefore);
  // The promise, not mutate's callback: the refreshed (empty) booking replaces this view first.
  const doCancel = () =>
    cancel
      .mutateAsync(b.id)
      .then((c) => showToast(c.refunded ? t`已取消预约，考试费将原路退回` : t`已取消预约`))
      .catch(() => setAsking(false)); // the refusal is shown above (cancel.error)
  return (
    <Page>
      <section className={'y-card'} data-testid="exam-booking" role="status">
        <p
          className={cx(
            'y-badge y-bold y-m0 y-mb-2',
            pending ? 'y-badge-warning' : 'y-badge-success',
            css.state,
          )}
        >
          {pending ? <Trans>待支付</Trans> : <Trans>已预约</Trans>}
        </p>
        <h2 className={cx('y-lg y-bold', css.h)}>{b.level}</h2>
        <ul className={facts}>
          <li className={fact.row}>
            <span className={fact.k}>
              <Trans>考点</Trans>
            </span>
            <span className={fact.v}>
              {b.city} · {b.centre}
            </span>
          </li>
          <li className={fact.row}>
            <span className={fact.k}>
              <Trans>地址</Trans>
            </span>
            <span className={fact.v}>{b.address}</span>
          </li>
          <li className={fact.row}>
            <span className={fact.k}>
              <Trans>场次</Trans>
            </span>
            <span className={fact.v}>{formatClassTime(b.startsAt, b.endsAt)}</span>
          </li>
          <li className={fact.row}>
            <span className={fact.k}>{pending ? <Trans>应付考试费</Trans> : <Trans>已付考试费</Trans>}</span>
            <span className={fact.v}>{formatMoney(b.fee)}</span>
          </li>
          {pending ? (
            <li className={fact.row}>
              <span className={fact.k}>
                <Trans>支付截止</Trans>
              </span>
              <span className={fact.v}>{formatDateTime(b.payDeadline)}</span>
            </li>
          ) : (
            <li className={fact.row}>
              <span className={fact.k}>
                <Trans>取消截止</Trans>
              </span>
              <span className={fact.v}>{formatDateTime(b.cancelBefore)}</span>
            </li>
          )}
        </ul>
        {pending ? (
          <p className="y-m0 y-mt-1 y-muted y-sm">
            <Trans>名额已为你保留，请在支付截止前完成支付，逾期名额将自动释放。</Trans>
          </p>
        ) : canCancel ? (
          <p className="y-m0 y-mt-1 y-muted y-sm">
            <Trans>取消截止前可取消预约，考试费原路退回。</Trans>
          </p>
        ) : (
          <p className="y-m0 y-mt-1 y-muted y-sm" data-testid="cancel-closed">
            <Trans>已过取消截止时间（{formatDateTime(b.cancelBefore)}），预约不可取消。</Trans>
          </p>
        )}
      </section>
      {cancel.isError && <FieldError>{bookingRefusal(cancel.error)}</FieldError>}
      {asking && (
        <section className="y-card" aria-label={t`确认取消`}>
          <p className="y-m0 y-mb-2 y-md">
            {pending ? (
              <Trans>确定取消这个预约吗？名额将释放给其他考生。</Trans>
            ) : (
              <Trans>确定取消这个预约吗？名额将释放，考试费原路退回。</Trans>
            )}
          </p>
          <div className="y-row y-gap-2">
            <button type="button" className="y-btn y-btn-ghost y-grow" onClick={() => setAsking(false)}>
              <Trans>再想想</Trans>
            </button>
            <button type="button" className="y-btn y-grow" disabled={cancel.isPending} onClick={doCancel}>
              <Trans>确认取消</Trans>
            </button>
          </div>
        </section>
      )}
      <ActionBar>
        {canCancel && (
          <button
            type="button"
            className="y-btn y-btn-ghost"
            disabled={cancel.isPending || asking}
            onClick={() => setAsking(true)}
          >
            <Trans>取消预约</Trans>
          </button>
        )}
        {pending ? (
          <Link className="y-btn" to={link(sub, 'app/pay_info', { orderNo: b.orderNo })}>
            <Trans>去支付</Trans>
          </Link>
        ) : (
          <Link className="y-btn" to={sub.home}>
            <Trans>返回首页</Trans>
          </Link>
        )}
      </ActionBar>
    </Page>
  );
}
