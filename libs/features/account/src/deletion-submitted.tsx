import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import type { DeletionRequest } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { loginPathFor } from '@yoga/session';

/**
 * Where a deletion request ends: its cooling-off status from the server's answer, on the spot. The
 * session has ended, so nothing more can be asked; the way to cancel is to sign in again.
 */
export function SubmittedView({ request, days }: { request: DeletionRequest; days: number }) {
  const date = formatDate(request.effectiveAt);
  const applied = formatDate(request.appliedAt);
  // Signing in again comes back here, where the pending request shows with its cancel button.
  const signIn = loginPathFor(useLocation())!;
  return (
    <div className="y-stack">
      <section className="y-card y-center" role="status" data-testid="deletion-submitted">
        <h2 className="y-section-title">
          <Trans>注销申请已提交</Trans>
        </h2>
        <strong className="y-col y-mt-2 y-mb-2 y-xl">
          <Trans>账号将于 {date} 注销</Trans>
        </strong>
        <p className="y-m0 y-sm y-muted">
          <Trans>
            {applied} 提交，进入 {days} 天冷静期。期间登录即可撤销申请，撤销后账号和数据照常保留。
          </Trans>
        </p>
        <p className="y-m0 y-sm y-muted">
          <Trans>你已退出登录。</Trans>
        </p>
      </section>
      <Link className="y-btn y-btn-ghost" to={signIn}>
        <Trans>登录以撤销申请</Trans>
      </Link>
    </div>
  );
}
