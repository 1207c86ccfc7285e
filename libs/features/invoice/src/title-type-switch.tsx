import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceTitleType } from '@yoga/contract';
import { ChoiceGroup } from '@yoga/ui';

/** 个人 / 企业: the kit's choice group (a radio group, the picked one announced). */
export function TitleTypeSwitch({
  value,
  onChange,
}: {
  value: InvoiceTitleType;
  onChange: (v: InvoiceTitleType) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="y-row y-between y-gap-3">
      <span className="y-muted" aria-hidden="true">
        <Trans>抬头类型</Trans>
      </span>
      <ChoiceGroup<InvoiceTitleType>
        label={t`抬头类型`}
        value={value}
        onChange={onChange}
        options={[
          { value: 'personal', label: <Trans>个人</Trans> },
          { value: 'company', label: <Trans>企业</Trans> },
        ]}
      />
    </div>
  );
}
