import { useLingui } from '@lingui/react/macro';
import { showToast } from '../feedback';
import './commerce.css';

/** Copies a value, with a fallback for browsers without the async clipboard (older in-app browsers). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = Object.assign(document.createElement('textarea'), { value: text, readOnly: true });
    area.style.cssText = 'position:fixed;opacity:0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand?.('copy') ?? false;
    area.remove();
    return ok;
  }
}

/**
 * A small 复制 pill next to an order or tracking number; `label` names what it copies. It stops the
 * click so a card that is itself a link does not open as well.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  const copy = async () => void showToast((await copyText(value)) ? t`已复制` : t`复制失败，请长按手动复制`);
  return (
    <button
      type="button"
      className="y-copy"
      onClick={(e) => (e.preventDefault(), e.stopPropagation(), void copy())}
      aria-label={label}
    >
      {t`复制`}
    </button>
  );
}
