import type { ReactNode } from 'react';
import './antd-setup';
import FloatingBubble from 'antd-mobile/es/components/floating-bubble';

/** A draggable round button that starts near the bottom-right corner and snaps to a side. */
export function FloatingButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <FloatingBubble
      axis="xy"
      magnetic="x"
      onClick={onClick}
      style={
        {
          '--initial-position-bottom': '96px',
          '--initial-position-right': '16px',
          '--edge-distance': '16px',
          '--z-index': '900',
        } as React.CSSProperties
      }
    >
      <span aria-label={label} role="button" data-testid="debug-button">
        {children}
      </span>
    </FloatingBubble>
  );
}
