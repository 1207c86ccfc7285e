import { Trans } from '@lingui/react/macro';
import type { SubApp } from '@yoga/platform';
import { AgreementCheck, AgreementLink } from '@yoga/ui';
import { agreementRoutes } from './agreements';

/** "I have read and agree to …": must be ticked before a code is sent or a login made. */
export function TermsCheck({
  subApp,
  checked,
  onChange,
}: {
  subApp: SubApp;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const pages = agreementRoutes[subApp.id];
  return (
    <AgreementCheck checked={checked} onChange={onChange}>
      <Trans>
        我已阅读并同意<AgreementLink href={pages.user}>《用户协议》</AgreementLink>
        <AgreementLink href={pages.privacy}>《隐私政策》</AgreementLink>
      </Trans>
    </AgreementCheck>
  );
}
