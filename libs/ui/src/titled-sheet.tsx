import type { ReactNode } from 'react';
import { useId } from 'react';
import './antd-setup';
import './titled-sheet.css';
import Popup from 'antd-mobile/es/components/popup';

export interface TitledSheetProps {
  open: boolean;
  title: string;
  /** The close button's accessible name, in the UI language (the kit has no strings of its own). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A full-height sheet with a title bar and a close button, for long pickers. Its height never
 * follows its content, so filtering a list inside it does not make the sheet jump.
 */
export function TitledSheet({ open, title, closeLabel, onClose, children }: TitledSheetProps) {
  const titleId = useId();
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ height: '100%', borderRadius: 0 }}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="y-tsheet">
        <header className="y-tsheet-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="y-tsheet-close" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {children}
      </div>
    </Popup>
  );
}
