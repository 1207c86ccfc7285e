import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { formatDateTime, parseId } from '@yoga/format';
import { subApps } from '@yoga/platform';
import { InfoRow, PageShell, QueryState, cx } from '@yoga/ui';
import { useCoachSigning } from './api/owner-data';
import css from './slim-business.module.css';

/** /mc is under no sub-app's prefix: the way on is slim's home. */
const slimHome = subApps.find((s) => s.id === 'slim')!.home;

/** /mc/sign_complete/:teacherId: the coach's partnership is signed; what, when, and its number. */
export default function SignCompleteScreen() {
  const { t } = useLingui();
  const id = parseId(useParams().teacherId);
  const q = useCoachSigning(id);
  return (
    <PageShell>
      <QueryState
        query={q}
        notFound={id === null}
        notFoundTitle={<Trans>未找到该老师的签约记录</Trans>}
        skeleton="detail"
        errorMessage={t`签约信息加载失败，请重试`}
      >
        {(s) => (
          <div className="y-stack">
            <section
              className="y-card y-card-brand y-col y-gap-2 y-align-center y-center"
              data-testid="signed"
            >
              <span className={cx('y-row y-justify-center y-text-brand', css.check)} aria-hidden="true">
                ✓
              </span>
              <h2 className={cx('y-m0 y-2xl', css.title)}>
                <Trans>签约完成</Trans>
              </h2>
              <p className="y-m0">
                <Trans>{s.name}，欢迎加入轻体合作教练。</Trans>
              </p>
            </section>
            <ul className="y-list">
              <InfoRow k={<Trans>协议</Trans>}>{s.agreementTitle}</InfoRow>
              <InfoRow k={<Trans>协议编号</Trans>}>
                <span data-testid="agreement-no">{s.agreementNo}</span>
              </InfoRow>
              <InfoRow k={<Trans>签约时间</Trans>}>{formatDateTime(s.signedAt)}</InfoRow>
            </ul>
            <Link className="y-btn y-btn-block" to={slimHome}>
              <Trans>返回首页</Trans>
            </Link>
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
