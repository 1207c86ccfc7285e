import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { followFrame } from './frame-messages';
import './desktop-frame.css';

/**
 * On a wide desktop window the app shows itself in a phone-sized frame, the way it was designed to
 * be seen; the frame loads the same address and the address bar follows it.
 */
export default function DesktopFrame() {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const src = useRef(location.pathname + location.search + location.hash);

  useEffect(() => {
    const onMessage = followFrame(() => frame.current?.contentWindow);
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className="y-desk">
      <aside className="y-desk-side">
        <h2>
          <Trans>在手机上体验更好</Trans>
        </h2>
        <p>
          <Trans>这是手机应用的桌面预览。用手机浏览器或聊天应用打开同一链接，即可获得完整体验。</Trans>
        </p>
      </aside>
      <div className="y-desk-phone">
        <iframe ref={frame} src={src.current} title={t`应用预览`} data-testid="desktop-frame" allow="microphone" />
      </div>
    </div>
  );
}
