import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ActionBar, cx } from '@yoga/ui';
import css from './product.module.css';

export interface BuyBarProps {
  /** The customer-service page, or null where the sub-app has none. */
  service: string | null;
  soldOut: boolean;
  onBuy: () => void;
  /** The price beside the button (the landing pages show it here). */
  price?: string;
}

/** The fixed bottom bar: 客服 and 立即购买 (已售罄 when nothing is left). */
export function BuyBar({ service, soldOut, onBuy, price }: BuyBarProps) {
  return (
    <ActionBar
      start={
        (service || price) && (
          <>
            {service && (
              <Link className={cx('y-col y-align-center y-muted y-xs y-tap', css.service)} to={service}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path
                    d="M4 13v-1a8 8 0 0116 0v1M4 13h3v6H5a1 1 0 01-1-1v-5zm16 0h-3v6h2a1 1 0 001-1v-5z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                  />
                </svg>
                <Trans>客服</Trans>
              </Link>
            )}
            {price && <strong className="y-text-danger y-xl">{price}</strong>}
          </>
        )
      }
    >
      <button type="button" className="y-btn" disabled={soldOut} onClick={onBuy}>
        {soldOut ? <Trans>已售罄</Trans> : <Trans>立即购买</Trans>}
      </button>
    </ActionBar>
  );
}
