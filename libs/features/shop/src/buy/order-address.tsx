import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { Address } from '@yoga/contract';
import { takeChosenAddress, useAddresses } from '@yoga/address';
import { formatAddress, formatPhone } from '@yoga/format';
import type { SubApp } from '@yoga/platform';
import { cx } from '@yoga/ui';
import { addressPagePath, usesAddressPages } from './shop-paths';
import css from './sheets.module.css';
import type { useBuyState } from './use-buy-state';

// cycling and beaticam have no address pages: their list and form open in a sheet (its own chunk).
const AddressPickerSheet = lazy(() => import('./address-picker-sheet'));

/**
 * The order's address: the one chosen (addr= in the URL, or handed back by the address list), else
 * the sub-app's default. Changing it goes to the address pages (onmat, phala) or opens a sheet.
 */
export function useOrderAddress(sub: SubApp, buy: ReturnType<typeof useBuyState>) {
  const navigate = useNavigate();
  const list = useAddresses(sub.id);
  const [sheet, setSheet] = useState<'never' | 'open' | 'closed'>('never');
  const [invalid, setInvalid] = useState(false);
  const { set } = buy;
  useEffect(() => {
    // Back from the address list with a choice: take it once and keep it in the URL.
    const id = takeChosenAddress(sub.id);
    if (id !== null) set({ addrId: id });
  }, [sub.id, set]);

  const all: Address[] = list.data ?? [];
  const address = all.find((a) => a.id === buy.addrId) ?? all.find((a) => a.isDefault) ?? all[0] ?? null;
  const choose = () => {
    if (!usesAddressPages(sub)) return setSheet('open');
    const page = list.isSuccess && all.length === 0 ? 'edit' : 'list';
    void navigate(addressPagePath(sub, page, buy.here, address?.id));
  };
  const reopen = () => {
    setInvalid(true);
    void list.refetch();
    choose();
  };
  const picked = (id: number) => {
    setInvalid(false);
    setSheet('closed');
    set({ addrId: id });
  };

  const element = (
    <>
      <button
        type="button"
        className={cx('y-card y-mb-3 y-row y-gap-3 y-tap', css.address)}
        aria-invalid={invalid}
        onClick={list.isError ? () => void list.refetch() : choose}
        disabled={list.isPending}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 21s7-6.1 7-11.5A7 7 0 005 9.5C5 14.9 12 21 12 21zm0-9a2.5 2.5 0 110-5 2.5 2.5 0 010 5z"
            fill="currentColor"
          />
        </svg>
        <span className="y-grow">
          {list.isPending ? (
            <Trans>正在读取收货地址…</Trans>
          ) : list.isError ? (
            <Trans>收货地址读取失败，点此重试</Trans>
          ) : address ? (
            <>
              <strong>{address.name}</strong>
              <span>{formatPhone(address.areaCode, address.phone, true)}</span>
              <p className="y-m0 y-mt-1 y-sm y-muted">{formatAddress(address)}</p>
            </>
          ) : (
            <Trans>添加收货地址</Trans>
          )}
        </span>
        <span className={'y-faint y-xl'} aria-hidden="true">
          ›
        </span>
      </button>
      {sheet !== 'never' && (
        <Suspense fallback={null}>
          <AddressPickerSheet
            open={sheet === 'open'}
            sub={sub}
            chosenId={address?.id ?? null}
            onPick={picked}
            onClose={() => setSheet('closed')}
          />
        </Suspense>
      )}
    </>
  );
  return { address, loading: list.isPending, reopen, element };
}
