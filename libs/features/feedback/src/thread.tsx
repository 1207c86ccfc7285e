import { Trans, useLingui } from '@lingui/react/macro';
import type { FeedbackTicket } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { showImageViewer } from '@yoga/ui';
import { StatusLabel } from './status-label';
import s from './feedback.module.css';

/** A ticket as a thread: the user's text and photos first, then support's replies and follow-ups. */
export function Thread({ ticket }: { ticket: FeedbackTicket }) {
  const { t } = useLingui();
  const photos = ticket.photos.map((p) => p.url);
  return (
    <div className={s.thread} data-testid="feedback-thread">
      <div className={s.head}>
        <span className={s.catName}>{ticket.category.name}</span>
        <StatusLabel status={ticket.status} />
      </div>
      <ol className={s.msgs}>
        <li className={s.msg}>
          <p className={s.msgWho}>
            <Trans>我</Trans> · <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
          </p>
          <p className={s.msgText}>{ticket.text}</p>
          {photos.length > 0 && (
            <ul className={s.photos}>
              {photos.map((url, i) => (
                <li key={url}>
                  <button
                    type="button"
                    onClick={() => void showImageViewer(photos, i)}
                    aria-label={t`查看图片 ${i + 1}`}
                  >
                    <img src={url} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {ticket.contact && (
            <p className={s.msgMeta}>
              <Trans>联系电话：{ticket.contact}</Trans>
            </p>
          )}
        </li>
        {ticket.messages.map((m) => (
          <li
            key={m.id}
            className={m.from === 'support' ? `${s.msg} ${s.msgSupport}` : s.msg}
            data-testid={`feedback-msg-${m.from}`}
          >
            <p className={s.msgWho}>
              {m.from === 'support' ? <Trans>客服</Trans> : <Trans>我</Trans>} ·{' '}
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </p>
            <p className={s.msgText}>{m.text}</p>
          </li>
        ))}
      </ol>
      {ticket.messages.every((m) => m.from !== 'support') && ticket.status === 'open' && (
        <p className={s.wait}>
          <Trans>客服会在 1 个工作日内回复，请留意</Trans>
        </p>
      )}
    </div>
  );
}
