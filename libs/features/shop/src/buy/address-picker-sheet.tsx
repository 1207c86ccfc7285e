import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Address } from '@yoga/contract';
import { AddressForm, useAddresses, useSaveAddress } from '@yoga/address';
import { formatAddress, formatPhone } from '@yoga/format';
import type { SubApp } from '@yoga/platform';
import { cx, ErrorState, Skeleton, TitledSheet } from '@yoga/ui';
import css from './sheets.module.css';

export interface AddressPickerSheetProps {
  open: boolean;
  sub: SubApp;
  chosenId: number | null;
  onPick: (id: number) => void;
  onClose: () => void;
}

/**
 * Where cycling and beaticam (no address pages) choose or add the order's address: the list, and
 * the shared form in the same sheet; a new address is chosen as soon as it is saved.
 */
export default function AddressPickerSheet({
  open,
  sub,
  chosenId,
  onPick,
  onClose,
}: AddressPickerSheetProps) {
  const { t } = useLingui();
  const list = useAddresses(sub.id);
  const save = useSaveAddress(sub.id);
  const [adding, setAdding] = useState(false);
  const all: Address[] = list.data ?? [];
  const form = adding || (list.isSuccess && all.length === 0);

  return (
    <TitledSheet
      open={open}
      title={form ? t`新增收货地址` : t`选择收货地址`}
      closeLabel={t`关闭`}
      onClose={() => (adding ? setAdding(false) : onClose())}
    >
      <div className={cx('y-grow y-pad-3', css.order)}>
        {list.isPending ? (
          <Skeleton lines={4} />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : form ? (
          <div className="y-card y-mb-3">
            <AddressForm
              subApp={sub.id}
              layout="sheet"
              onSubmit={async (body) => {
                const a = await save.mutateAsync({ body });
                setAdding(false);
                onPick(a.id);
              }}
            />
          </div>
        ) : (
          <>
            <ul className="y-plain">
              {all.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    className={cx('y-card y-mb-3 y-row y-gap-3 y-tap', css.address)}
                    aria-pressed={a.id === chosenId}
                    onClick={() => onPick(a.id)}
                  >
                    <span className="y-grow">
                      <strong>{a.name}</strong>
                      <span>{formatPhone(a.areaCode, a.phone, true)}</span>
                      {a.isDefault && (
                        <span className={cx('y-badge y-badge-brand', css.default)}>
                          <Trans>默认</Trans>
                        </span>
                      )}
                      <p className="y-m0 y-mt-1 y-sm y-muted">{formatAddress(a)}</p>
                    </span>
                    {a.id === chosenId && (
                      <span className="y-text-brand y-xl" aria-hidden="true">
                        ✓
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="y-btn y-btn-block y-mt-1" onClick={() => setAdding(true)}>
              <Trans>新增收货地址</Trans>
            </button>
          </>
        )}
      </div>
    </TitledSheet>
  );
}
