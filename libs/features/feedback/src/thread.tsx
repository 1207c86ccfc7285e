import { Trans, useLingui } from '@lingui/react/macro';
import type { FeedbackTicket } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { showImageViewer } from '@yoga/ui';
import { StatusLabel } from './status-label';

/** A ticket as a thread: the user's text and photos first, then support's replies and follow-ups. */
export function Thread({ ticket }: { ticket: FeedbackTicket }) {
  const { t } = useLingui();
  const photos = ticket.photos.map((p) => p.url);
  return (
    <div className="fb-thread" data-testid="feedback-thread">
      <div className="fb-head">
        <span className="fb-cat-name">{ticket.category.name}</span>
        <StatusLabel status={ticket.status} />
      </div>
      <ol className="fb-msgs">
        <li className="fb-msg fb-msg-user">
          <p className="fb-msg-who">
            <Trans>我</Trans> · <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
          </p>
          <p className="fb-msg-text">{ticket.text}</p>
          {photos.length > 0 && (
            <ul className="fb-photos">
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
            <p className="fb-msg-meta">
              <Trans>联系电话：{ticket.contact}</Trans>
            </p>
          )}
        </li>
        {ticket.messages.map((m) => (
          <li key={m.id} className={`fb-msg fb-msg-${m.from}`} data-testid={`feedback-msg-${m.from}`}>
            <p className="fb-msg-who">
              {m.from === 'support' ? <Trans>客服</Trans> : <Trans>我</Trans>} ·{' '}
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </p>
            <p className="fb-msg-text">{m.text}</p>
          </li>
        ))}
      </ol>
      {ticket.messages.every((m) => m.from !== 'support') && ticket.status === 'open' && (
        <p className="fb-wait">
          <Trans>客服会在 1 个工作日内回复，请留意</Trans>
        </p>
      )}
    </div>
  );
}
