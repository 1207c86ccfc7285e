import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@yoga/format';
import { PageShell, QueryState, useSubApp, cx } from '@yoga/ui';
import { usePayrollSign } from './api/account';
import { SavableQr } from '@yoga/ui/qr-image';
import s from './coach-account.module.css';

/**
 * Signing the payroll service's agreement: a QR to scan with the phone (its link opens the service's
 * signing page), then the signed state, which this screen notices by asking every few seconds.
 */
export default function PayrollSignScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const sign = usePayrollSign(sub.id);
  return (
    <PageShell>
      <QueryState query={sign} skeleton="detail" errorMessage={t`签约状态加载失败，请重试`}>
        {(sg) =>
          sg.state === 'signed' ? (
            <div className="y-stack">
              <section className="y-card y-section y-center" data-testid="payroll-signed">
                <p className={cx('y-text-brand', s.big)} aria-hidden="true">
                  ✓
                </p>
                <h2 className="y-section-title">
                  <Trans>已完成签约</Trans>
                </h2>
                {sg.signedAt && (
                  <p className="y-m0 y-mt-1 y-sm y-muted">
                    <Trans>
                      {sg.provider} · 签约于 {formatDateTime(sg.signedAt)}
                    </Trans>
                  </p>
                )}
              </section>
            </div>
          ) : (
            <div className="y-stack">
              <section className="y-card y-section y-center">
                <h2 className="y-section-title">
                  <Trans>与{sg.provider}签约</Trans>
                </h2>
                <p className="y-m0 y-mt-1 y-sm y-muted">
                  <Trans>
                    课时费由{sg.provider}
                    代发。请用微信扫描或长按识别下方二维码，完成实名签约后才能收到结算款。
                  </Trans>
                </p>
                {/* Shown on the phone that must scan it: saved or long-pressed, never a dead end. */}
                <SavableQr
                  value={new URL(sg.signUrl, window.location.origin).toString()}
                  label={t`签约二维码`}
                  fileName="payroll-sign.png"
                  className={cx('y-surface', s.qr)}
                  testId="payroll-qr"
                />
                <p className="y-m0 y-mt-1 y-sm y-muted" aria-live="polite" role="status">
                  <Trans>等待签约…签约完成后本页会自动更新</Trans>
                </p>
              </section>
            </div>
          )
        }
      </QueryState>
    </PageShell>
  );
}
