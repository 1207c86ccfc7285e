import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@yoga/format';
import { PageShell, QueryState, useSubApp } from '@yoga/ui';
import { usePayrollSign } from './api/account';
import { SavableQr } from '@yoga/ui/qr-image';
import './coach-account.css';

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
        {(s) =>
          s.state === 'signed' ? (
            <div className="ca-page">
              <section className="ca-block ca-center" data-testid="payroll-signed">
                <p className="ca-big ca-done" aria-hidden="true">
                  ✓
                </p>
                <h2 className="ca-label">
                  <Trans>已完成签约</Trans>
                </h2>
                {s.signedAt && (
                  <p className="ca-hint">
                    <Trans>
                      {s.provider} · 签约于 {formatDateTime(s.signedAt)}
                    </Trans>
                  </p>
                )}
              </section>
            </div>
          ) : (
            <div className="ca-page">
              <section className="ca-block ca-center">
                <h2 className="ca-label">
                  <Trans>与{s.provider}签约</Trans>
                </h2>
                <p className="ca-hint">
                  <Trans>
                    课时费由{s.provider}代发。请用微信扫描或长按识别下方二维码，完成实名签约后才能收到结算款。
                  </Trans>
                </p>
                {/* Shown on the phone that must scan it: saved or long-pressed, never a dead end. */}
                <SavableQr
                  value={new URL(s.signUrl, window.location.origin).toString()}
                  label={t`签约二维码`}
                  fileName="payroll-sign.png"
                  className="ca-qr"
                  testId="payroll-qr"
                />
                <p className="ca-hint" aria-live="polite" role="status">
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
