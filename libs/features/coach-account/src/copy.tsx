import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { copyText, showToast } from '@yoga/ui';

/** "Copy" with what it copies named for screen readers inside the button (its name then starts with what it shows). */
export function CopyField({ value, what }: { value: string; what: ReactNode }) {
  const { t } = useLingui();
  const copy = async () => void showToast((await copyText(value)) ? t`已复制` : t`复制失败，请长按手动复制`);
  return (
    <button type="button" className="y-copy" onClick={() => void copy()}>
      <Trans>复制</Trans>
      <span className="y-vh">{what}</span>
    </button>
  );
}
