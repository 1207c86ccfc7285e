import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { FeedbackTicketSummary } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import {
  cx,
  EmptyState,
  PageShell,
  PagedList,
  QueryState,
  useSubApp,
  isSignedIn,
  SignInPrompt,
} from '@yoga/ui';
import { useTicket, useTicketList } from './api/tickets';
import { StatusLabel } from './status-label';
import { Thread } from './thread';
import s from './feedback.module.css';

/**
 * My tickets, latest change first. Phala opens a ticket's page (question/detail); onmat has no
 * detail route, so a row there expands in place to show the thread.
 */
export default function FeedbackListScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const signedIn = isSignedIn(sub);
  const list = useTicketList(sub.id, signedIn);
  const inline = sub.prefix !== '/phala';
  const [open, setOpen] = useState<number | null>(null);
  const newTicket = (
    <Link className="y-btn" to={link(sub, 'question/submit')}>
      <Trans>提交反馈</Trans>
    </Link>
  );
  return (
    <PageShell>
      {!signedIn ? (
        <SignInPrompt>
          <Trans>登录后查看你提交的反馈和客服回复</Trans>
        </SignInPrompt>
      ) : (
        <>
          <PagedList
            query={list}
            testId="feedback-list"
            className={cx('y-plain y-col y-gap-3', s.list)}
            skeleton={{ shape: 'cards', lines: 4 }}
            empty={<EmptyState title={<Trans>还没有反馈</Trans>} action={newTicket} />}
            errorMessage={t`反馈列表加载失败，请重试`}
            rowKey={(item) => item.id}
            row={(item) =>
              inline ? (
                <InlineRow
                  item={item}
                  open={open === item.id}
                  onToggle={() => setOpen(open === item.id ? null : item.id)}
                />
              ) : (
                <li className="y-card y-card-flush">
                  <Link
                    to={link(sub, 'question/detail', { id: item.id })}
                    className={cx('y-bare y-col y-gap-2', s.rowMain)}
                  >
                    <RowBody item={item} />
                  </Link>
                </li>
              )
            }
          />
          {(list.data?.pages[0]?.total ?? 0) > 0 && (
            <p className={cx('y-m0 y-mt-2 y-mb-2 y-sm y-center', s.new)}>
              <Link to={link(sub, 'question/submit')}>
                <Trans>提交新的反馈</Trans>
              </Link>
            </p>
          )}
        </>
      )}
    </PageShell>
  );
}

function RowBody({ item }: { item: FeedbackTicketSummary }) {
  const photos = item.photoCount;
  const replies = item.replyCount;
  return (
    <>
      <span className="y-row y-between y-gap-2">
        <span className="y-bold y-break">{item.category}</span>
        <StatusLabel status={item.status} />
      </span>
      <span className="y-break">{item.excerpt}</span>
      <span className={cx('y-sm', s.dim)}>
        {formatDate(item.createdAt)}
        {photos > 0 && (
          <>
            {' · '}
            <Plural value={photos} one="# 张图片" other="# 张图片" />
          </>
        )}
        {replies > 0 && (
          <>
            {' · '}
            <Plural value={replies} one="# 条回复" other="# 条回复" />
          </>
        )}
      </span>
    </>
  );
}

/** onmat: the row is a disclosure; its thread loads when opened. */
function InlineRow({
  item,
  open,
  onToggle,
}: {
  item: FeedbackTicketSummary;
  open: boolean;
  onToggle: () => void;
}) {
  const panel = `fb-panel-${item.id}`;
  return (
    <li className="y-card y-card-flush">
      <button
        type="button"
        className={cx('y-bare y-col y-gap-2', s.rowMain)}
        aria-expanded={open}
        aria-controls={panel}
        onClick={onToggle}
      >
        <RowBody item={item} />
      </button>
      {open && (
        <div id={panel} className={s.panel}>
          <InlineThread id={item.id} />
        </div>
      )}
    </li>
  );
}

function InlineThread({ id }: { id: number }) {
  const { t } = useLingui();
  const sub: SubApp = useSubApp();
  const ticket = useTicket(sub.id, id);
  return (
    <QueryState query={ticket} skeleton={{ shape: 'lines', lines: 3 }} errorMessage={t`加载失败，请重试`}>
      {(tk) => <Thread ticket={tk} />}
    </QueryState>
  );
}
