import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Article } from '@yoga/contract';
import { assetBase, currentHostEnv, detectHost } from '@yoga/platform';
import { BottomSheet, CopyButton, cx, showToast } from '@yoga/ui';
import s from './agreements.module.css';

/** Seams for tests: the host, the SDK wrapper (its own chunk, only loaded in the chat browser), Web Share. */
export const articleShareEffects = {
  host: () => detectHost(currentHostEnv()),
  sdk: () => import('@yoga/chat-sdk'),
  webShare: (): ((d: ShareData) => Promise<void>) | null =>
    typeof navigator.share === 'function' ? (d) => navigator.share(d) : null,
};

const absolute = (url: string) => new URL(url, location.origin).href;
const inChat = (host: string) => host === 'chat-browser' || host === 'chat-mini-program';

/** The server's card with its image and link made absolute (a shared card leaves this site). */
export function shareCard(share: Article['share']) {
  return {
    title: share.shareTitle,
    desc: share.shareDesc,
    imgUrl: absolute(share.shareImgUrl),
    link: absolute(share.shareUrl),
  };
}

/**
 * An article's share action. In the chat platform's browser the card is configured through the
 * SDK wrapper once the article has loaded and the button says where its menu is (a page cannot open
 * it); elsewhere the system share sheet where there is one, else our sheet: a preview of the card
 * and its link to copy.
 */
export function ArticleShare({ share }: { share: Article['share'] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const card = shareCard(share);
  const { title, desc, imgUrl, link } = card;

  useEffect(() => {
    if (!inChat(articleShareEffects.host())) return;
    const c = { title, desc, imgUrl, link };
    void articleShareEffects
      .sdk()
      .then((m) => m.shareScreen(c, absolute(`${assetBase('public')}share-icon.png`)))
      .catch(() => undefined);
  }, [title, desc, imgUrl, link]);

  const onShare = async () => {
    if (inChat(articleShareEffects.host())) {
      showToast(t`点击右上角「···」分享给朋友或朋友圈`);
      return;
    }
    const web = articleShareEffects.webShare();
    if (web) {
      try {
        await web({ title, text: desc, url: link });
        return;
      } catch (e) {
        // Closed by the reader: nothing to do. Refused (no user gesture, a blocked type): our sheet.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    setOpen(true);
  };

  return (
    <>
      <button type="button" className={`y-btn y-btn-ghost ${s.shareBtn}`} onClick={() => void onShare()}>
        <Trans>分享文章</Trans>
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} label={t`分享文章`}>
        <div className={cx('y-col y-gap-3', s.shareSheet)} data-testid="share-sheet">
          <h3 className="y-m0 y-lg y-center">
            <Trans>分享给朋友</Trans>
          </h3>
          <div
            className="y-row y-align-start y-gap-3 y-pad-3 y-outline y-rounded-sm"
            data-testid="share-card"
          >
            <img src={imgUrl} alt="" className={cx('y-fixed', s.shareImg)} />
            <div className="y-col y-gap-1 y-break">
              <strong data-testid="share-title">{title}</strong>
              <p className={cx('y-m0 y-sm y-muted y-clamp-2', s.shareDesc)} data-testid="share-desc">
                {desc}
              </p>
            </div>
          </div>
          <div className="y-row y-gap-2">
            <span className="y-grow y-sm y-muted y-break" data-testid="share-url">
              {link}
            </span>
            <CopyButton value={link} label={t`复制链接`} />
          </div>
          <button type="button" className="y-btn" onClick={() => setOpen(false)}>
            <Trans>完成</Trans>
          </button>
        </div>
      </BottomSheet>
    </>
  );
}
