import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { formatDateTime, parseId } from '@yoga/format';
import { PageShell, QueryState, Skeleton, showToast, useSubApp } from '@yoga/ui';
import { useSlimVideo } from './api/slim-video-detail';
import { useMarkSlimVideoDone } from './api/mark-slim-video-done';
import { DoneLabel } from './done-label';

/** One slim-video: its title, state and date, and the action that marks it done. */
export default function SlimVideoDetailScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  // A malformed id names nothing: not found at once, no request.
  const id = parseId(useParams().id);
  const item = useSlimVideo(sub.id, id);
  const markDone = useMarkSlimVideoDone(sub.id);
  const onMarkDone = (itemId: number) =>
    markDone.mutate(itemId, { onSuccess: () => void showToast(t`已标记完成`) });
  return (
    <PageShell>
      <QueryState
        query={item}
        notFound={id === null}
        notFoundTitle={<Trans>内容不存在</Trans>}
        loading={<Skeleton lines={4} />}
        errorMessage={t`加载失败，请重试`}
      >
        {(it) => (
          <section data-testid="slim-video-detail">
            <h2>{it.title}</h2>
            <ul className="y-list">
              <li>
                <span className="y-k">
                  <Trans>状态</Trans>
                </span>
                <span className="y-v">
                  <DoneLabel done={it.done} />
                </span>
              </li>
              <li>
                <span className="y-k">
                  <Trans>创建时间</Trans>
                </span>
                <span className="y-v">{formatDateTime(it.createdAt)}</span>
              </li>
            </ul>
            {!it.done && (
              <button
                type="button"
                className="y-btn"
                disabled={markDone.isPending}
                onClick={() => onMarkDone(it.id)}
              >
                {markDone.isPending ? <Trans>处理中…</Trans> : <Trans>标记完成</Trans>}
              </button>
            )}
          </section>
        )}
      </QueryState>
    </PageShell>
  );
}
