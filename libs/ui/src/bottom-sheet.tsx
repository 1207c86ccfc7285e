import type { ReactNode } from 'react';
import './antd-setup';
import Popup from 'antd-mobile/es/components/popup';

/** A sheet that slides up from the bottom; closing by the mask or the back gesture. */
export function BottomSheet({
  open,
  onClose,
  children,
  label,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  label: string;
}) {
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '16px 16px 0 0', maxHeight: '80vh' }}
    >
      <div
        role="dialog"
        aria-label={label}
        style={{ display: 'flex', flexDirection: 'column', maxHeight: '80vh' }}
      >
        {children}
      </div>
    </Popup>
  );
}
