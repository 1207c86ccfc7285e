import { Trans, useLingui } from '@lingui/react/macro';
import type { FeedbackTicket } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { cx, showImageViewer } from '@yoga/ui';
import { StatusLabel } from './status-label';
import s from './feedback.module.css';

/** A ticket as a thread: the user's text and photos first, then support's replies and follow-ups. */
export function Thread({ ticket }: { ticket: FeedbackTicket }) {
  const { t } = useLingui();
  const photos = ticket.photos.map((p) => p.url);
  return (
    <div className={cx('y-col y-gap-3', s.thread)} data-testid="feedback-thread">
      <div className="y-row y-between y-gap-2">
        <span className="y-bold y-break">{ticket.category.name}</span>
        <StatusLabel status={ticket.status} />
      </div>
      <ol className="y-plain y-col y-gap-3">
        <li className="y-card y-pad-3">
          <p className={cx('y-m0 y-xs', s.msgWho, s.dim)}>
            <Trans>我</Trans> · <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
          </p>
          <p className="y-m0 y-prewrap y-break">{ticket.text}</p>
          {photos.length > 0 && (
            <ul className={cx('y-plain y-grid-3 y-mt-2', s.photos)}>
              {photos.map((url, i) => (
                <li key={url}>
                  <button
                    type="button"
                    className="y-bare"
                    onClick={() => void showImageViewer(photos, i)}
                    aria-label={t`查看图片 ${i + 1}`}
                  >
                    <img className="y-fill-img y-rounded-sm" src={url} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {ticket.contact && (
            <p className={cx('y-m0 y-xs', s.msgWho, s.dim)}>
              <Trans>联系电话：{ticket.contact}</Trans>
            </p>
          )}
        </li>
        {ticket.messages.map((m) => (
          <li
            key={m.id}
            className={cx('y-card y-pad-3', m.from === 'support' && s.msgSupport)}
            data-testid={`feedback-msg-${m.from}`}
          >
            <p className={cx('y-m0 y-xs', s.msgWho, s.dim)}>
              {m.from === 'support' ? <Trans>客服</Trans> : <Trans>我</Trans>} ·{' '}
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </p>
            <p className="y-m0 y-prewrap y-break">{m.text}</p>
          </li>
        ))}
      </ol>
      {ticket.messages.every((m) => m.from !== 'support') && ticket.status === 'open' && (
        <p className="y-m0 y-mt-2 y-mb-2 y-sm y-center">
          <Trans>客服会在 1 个工作日内回复，请留意</Trans>
        </p>
      )}
    </div>
  );
}
