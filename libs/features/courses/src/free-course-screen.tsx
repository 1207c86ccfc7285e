import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import type { FreeClass } from '@yoga/contract';
import { COURSE_CODES } from '@yoga/contract/codes';
import { link } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import { cx, EmptyState, isSignedIn, PageShell, QueryState, showToast, useSubApp } from '@yoga/ui';
import { useFreeBook } from './api/free-book';
import { useFreeDay } from './api/free-day';
import { formatMinutes, formatTime } from '@yoga/format';
import s from './courses.module.css';

/** Today's limited free classes: one booking per person per day, first come first served. */
export default function FreeCourseScreen() {
  const { t } = useLingui();
  const loc = useLocation();
  const navigate = useNavigate();
  const subApp = useSubApp();
  const day = useFreeDay(subApp.id);
  const book = useFreeBook();
  // A refusal the result screen has no state for (the class has started): said here, in the server's words.
  const [refusal, setRefusal] = useState<string | null>(null);
  const result = (status: string, classId: number) =>
    void navigate(link(subApp, 'free_course/result', { status, classId }));

  const onBook = (c: FreeClass) => {
    // Signed out: log in first and come back to this list (the booking is one tap from here).
    if (!isSignedIn(subApp)) return void navigate(loginPathFor(loc)!);
    if (book.isPending) return;
    setRefusal(null);
    book.mutate(
      { subApp: subApp.id, classId: c.id },
      {
        onSuccess: () => result('booked', c.id),
        onError: (e) => {
          if (!(e instanceof ApiBusinessError)) return void showToast(t`预约失败，请稍后重试`);
          if (e.code === COURSE_CODES.freeFull) return result('full', c.id);
          if (e.code === COURSE_CODES.freeAlready) return result('already', c.id);
          if (e.code === COURSE_CODES.freeStarted)
            return void setRefusal(e.serverMsg || t`这节免费课已经开始，不能再预约了`);
          if (e.code !== 403) void showToast(e.serverMsg || t`预约失败，请稍后重试`);
        },
      },
    );
  };

  return (
    <PageShell>
      <p className={cx('y-muted y-md', s.prose)} style={{ margin: '4px 0 12px' }}>
        <Trans>每天限量开放免费体验课，每人每天可预约一节。</Trans>
      </p>
      {refusal && (
        <p role="alert" className={cx('y-m0 y-mb-3 y-rounded y-text-danger', s.refusal)}>
          {refusal}
        </p>
      )}
      <QueryState
        query={day}
        skeleton="blocks"
        isEmpty={(d) => d.classes.length === 0}
        empty={
          <EmptyState title={<Trans>今天没有免费课</Trans>} description={<Trans>明天再来看看吧</Trans>} />
        }
      >
        {(d) => (
          <ul className="y-plain y-col y-gap-3">
            {d.classes.map((c) => {
              const mine = d.bookedClassId === c.id;
              return (
                <li key={c.id} className="y-card y-row y-between y-gap-3">
                  <div className="y-min0">
                    <div className="y-xl y-bold">{formatTime(c.startsAt)}</div>
                    <div>{c.title}</div>
                    <div className="y-muted y-xs">
                      {c.coach} · {formatMinutes(c.minutes)} ·{' '}
                      {c.seatsLeft === 0 ? (
                        <Trans>已约满</Trans>
                      ) : (
                        <Plural value={c.seatsLeft} one="剩 # 个名额" other="剩 # 个名额" />
                      )}
                    </div>
                  </div>
                  <button
                    type="button"
                    className={cx('y-btn y-fixed y-nowrap', mine && 'y-btn-ghost')}
                    disabled={mine || c.seatsLeft === 0 || d.bookedClassId !== null || book.isPending}
                    onClick={() => onBook(c)}
                    // The name starts with the visible word (WCAG label-in-name), then says which class.
                    aria-label={
                      mine
                        ? t`已预约 ${c.title}`
                        : c.seatsLeft === 0
                          ? t`已满 ${c.title}`
                          : t`预约 ${c.title}`
                    }
                  >
                    {mine ? (
                      <Trans>已预约</Trans>
                    ) : c.seatsLeft === 0 ? (
                      <Trans>已满</Trans>
                    ) : (
                      <Trans>预约</Trans>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </PageShell>
  );
}
