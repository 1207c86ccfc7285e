import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { brands, detectSubApp } from '@yoga/platform';
import { followFrame } from './frame-messages';
import { QrCode } from './qr-code';
import './desktop-frame.css';

/**
 * On a wide desktop window the app shows itself in a phone-sized frame, the way it was designed to
 * be seen; the frame loads the same address and the address bar follows it. Beside it, a QR code of
 * the current address opens the same page on a phone.
 */
export default function DesktopFrame() {
  const { t, i18n } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const src = useRef(location.pathname + location.search + location.hash);
  const [href, setHref] = useState(() => location.href);

  useEffect(() => {
    const follow = followFrame(() => frame.current?.contentWindow);
    const onMessage = (e: MessageEvent) => {
      follow(e);
      // The address bar now says where the frame is (or nothing changed, and neither does this).
      setHref(location.href);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const url = new URL(href);
  const brand = brands[detectSubApp(url.pathname, url.hash)?.brand ?? 'public'];
  const name = i18n._(brand.name);

  return (
    <div className="y-desk">
      <aside className="y-desk-side" style={{ '--y-desk-accent': brand.primary } as CSSProperties}>
        <div className="y-desk-brand" data-testid="desktop-brand">
          <span className="y-desk-logo" aria-hidden="true">
            {Array.from(name)[0]}
          </span>
          <span>{name}</span>
        </div>
        <h2>
          <Trans>在手机上体验更好</Trans>
        </h2>
        <figure className="y-desk-qr">
          <QrCode value={href} />
          <figcaption>
            <Trans>用手机扫码继续</Trans>
          </figcaption>
        </figure>
        <p>
          <Trans>这是手机应用的桌面预览。用手机浏览器或聊天应用打开同一链接，即可获得完整体验。</Trans>
        </p>
      </aside>
      <div className="y-desk-phone">
        <iframe
          ref={frame}
          src={src.current}
          title={t`应用预览`}
          data-testid="desktop-frame"
          allow="microphone"
        />
      </div>
    </div>
  );
}
