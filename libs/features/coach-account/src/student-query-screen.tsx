import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import { COACH_ACCOUNT_CODES } from '@yoga/contract/codes';
import { formatDate } from '@yoga/format';
import { ErrorState, Field, InfoRow, PageShell, Skeleton, StateView, useSubApp, cx } from '@yoga/ui';
import { useStudent } from './api/account';
import s from './coach-account.module.css';

const PHONE = /^1[3-9]\d{9}$/;

/** Find one of my students by phone; the answer is masked (name's first character, phone's ends). */
export default function StudentQueryScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const student = useStudent(sub.id, asked);
  const valid = PHONE.test(typed);
  const notFound =
    student.error instanceof ApiBusinessError && student.error.code === COACH_ACCOUNT_CODES.studentNotFound;
  const found = student.data;
  return (
    <PageShell>
      <div className="y-stack">
        <form
          className="y-card y-section"
          role="search"
          onSubmit={(e) => (e.preventDefault(), setTried(true), valid && setAsked(typed))}
          noValidate
        >
          <Field
            label={<Trans>学员手机号</Trans>}
            hint={<Trans>只能查到上过你的课的学员，信息已隐去部分内容。</Trans>}
            error={tried && !valid ? t`请输入 11 位手机号` : undefined}
          >
            {(control) => (
              <div className={cx('y-gap-2', s.flex)}>
                <input
                  className="y-grow"
                  {...control}
                  type="tel"
                  inputMode="numeric"
                  maxLength={11}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
                />
                <button type="submit" className="y-btn">
                  <Trans>查询</Trans>
                </button>
              </div>
            )}
          </Field>
        </form>
        {asked === null ? null : student.isPending ? (
          <Skeleton shape="detail" lines={1} />
        ) : notFound ? (
          <StateView title={<Trans>没有找到这个手机号的学员</Trans>} />
        ) : student.isError ? (
          <ErrorState message={t`查询失败，请重试`} onRetry={() => void student.refetch()} />
        ) : found ? (
          <section className="y-card y-section" aria-label={t`查询结果`} data-testid="student-result">
            <ul className="y-list">
              <InfoRow k={<Trans>姓名</Trans>}>{found.name}</InfoRow>
              <InfoRow k={<Trans>手机号</Trans>}>{found.phone}</InfoRow>
              <InfoRow k={<Trans>会员</Trans>}>{found.vip ? <Trans>是</Trans> : <Trans>否</Trans>}</InfoRow>
              <InfoRow k={<Trans>注册时间</Trans>}>{formatDate(found.joinedAt)}</InfoRow>
              <InfoRow k={<Trans>上过我的课</Trans>}>
                <Trans>{found.classesWithMe} 节</Trans>
              </InfoRow>
              <InfoRow k={<Trans>最近上课</Trans>}>
                {found.lastClassAt ? formatDate(found.lastClassAt) : <Trans>还没上过课</Trans>}
              </InfoRow>
            </ul>
          </section>
        ) : null}
      </div>
    </PageShell>
  );
}
