import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { FeedbackTicket } from '@yoga/contract';
import { FEEDBACK_MESSAGE_MAX, textLength } from '@yoga/contract/codes';
import { parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import {
  ActionBar,
  cx,
  Field,
  PageShell,
  QueryState,
  showToast,
  SubmitButton,
  useRouteQuery,
  useSubApp,
} from '@yoga/ui';
import { useFollowUp, useTicket } from './api/tickets';
import { Thread } from './thread';

/** One ticket of mine (phala): the thread with support's replies, and a follow-up while it is not closed. */
export default function FeedbackDetailScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  // A malformed id names nothing: not found at once, no request.
  const id = parseId(useRouteQuery('question/detail').id);
  const ticket = useTicket(sub.id, id);
  return (
    <PageShell>
      <QueryState
        query={ticket}
        notFound={id === null}
        notFoundTitle={<Trans>反馈不存在</Trans>}
        notFoundAction={
          <Link className="y-btn" to={link(sub, 'question/list')}>
            <Trans>我的反馈</Trans>
          </Link>
        }
        skeleton={{ shape: 'detail', lines: 2 }}
        errorMessage={t`加载失败，请重试`}
      >
        {(tk) => (
          <>
            <Thread ticket={tk} />
            {tk.status === 'closed' ? (
              <p className="y-m0 y-mt-2 y-mb-2 y-sm y-center">
                <Trans>该反馈已关闭。如有新问题，请重新提交。</Trans>
              </p>
            ) : (
              <FollowUp ticket={tk} />
            )}
          </>
        )}
      </QueryState>
    </PageShell>
  );
}

function FollowUp({ ticket }: { ticket: FeedbackTicket }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const follow = useFollowUp(sub.id, ticket.id);
  const [text, setText] = useState('');
  const length = textLength(text);
  const max = FEEDBACK_MESSAGE_MAX;
  const ok = length >= 1 && length <= max;
  const send = async () => {
    if (!ok || follow.isPending) return;
    try {
      await follow.mutateAsync(text.trim());
      setText('');
      void showToast(t`已发送`, { icon: 'success' });
    } catch (e) {
      if (!(e instanceof ApiBusinessError)) void showToast(t`发送失败，请稍后重试`, { icon: 'fail' });
    }
  };
  return (
    <form className="y-col y-gap-3" onSubmit={(e) => (e.preventDefault(), void send())} noValidate>
      <Field
        label={<Trans>补充说明</Trans>}
        hint={
          <span
            className={cx('y-row y-between y-gap-2 y-mt-1 y-sm', length > max && 'y-text-danger')}
          >{`${length}/${max}`}</span>
        }
      >
        {(c) => (
          <textarea
            {...c}
            rows={3}
            value={text}
            maxLength={max * 2}
            placeholder={t`继续描述问题，客服会看到`}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <ActionBar>
        <SubmitButton pending={follow.isPending} pendingLabel={<Trans>发送中…</Trans>} disabled={!ok}>
          <Trans>发送</Trans>
        </SubmitButton>
      </ActionBar>
    </form>
  );
}
