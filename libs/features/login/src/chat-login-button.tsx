import { Trans } from '@lingui/react/macro';
import s from './login.module.css';

/** The chat-platform login, in the platform's green (the kit's --y-chat, darkened to keep AA). */
export function ChatLoginButton({ href }: { href: string }) {
  return (
    <a className={`y-row y-justify-center y-gap-2 y-rounded y-bold ${s.chat}`} href={href}>
      <svg viewBox="0 0 28 24" width="24" height="21" aria-hidden="true">
        <ellipse cx="10.5" cy="9.5" rx="9.5" ry="8" fill="currentColor" />
        <path d="M5 15.5l-1.5 4 5-2.5z" fill="currentColor" />
        <ellipse
          cx="19"
          cy="14"
          rx="8"
          ry="6.6"
          fill="currentColor"
          className={s.chatEdge}
          strokeWidth="1.5"
        />
        <path d="M23.5 19l1.5 3.5-4.5-2z" fill="currentColor" />
        <circle cx="7.2" cy="8" r="1.2" className={s.chatInk} />
        <circle cx="13.6" cy="8" r="1.2" className={s.chatInk} />
        <circle cx="16.4" cy="13.2" r="1" className={s.chatInk} />
        <circle cx="21.6" cy="13.2" r="1" className={s.chatInk} />
      </svg>
      <Trans>微信登录</Trans>
    </a>
  );
}
