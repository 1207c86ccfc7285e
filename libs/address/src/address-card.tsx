import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ShippingAddress } from '@yoga/contract';
import { formatAddress, formatPhone } from '@yoga/format';
import './address.css';

export interface AddressCardProps {
  address: ShippingAddress & { isDefault?: boolean };
  /** 138****8000 instead of the full number (order pages shown to others, screenshots). */
  maskPhone?: boolean;
  /** Shown at the end of the card's first line (a chevron, an edit button). */
  aside?: ReactNode;
  /** Below the address (actions of the list). */
  children?: ReactNode;
}

/** Receiver and phone on one line, the default tag, then the region and the street. */
export function AddressCard({ address: a, maskPhone, aside, children }: AddressCardProps) {
  return (
    <div className="ya-card">
      <div className="ya-card-main">
        <div className="ya-card-top">
          <span className="ya-card-name">{a.name}</span>
          <span className="ya-card-phone">{formatPhone(a.areaCode, a.phone, maskPhone)}</span>
          {a.isDefault && (
            <span className="ya-tag">
              <Trans>默认</Trans>
            </span>
          )}
        </div>
        <p className="ya-card-address">{formatAddress(a)}</p>
      </div>
      {aside}
      {children}
    </div>
  );
}
