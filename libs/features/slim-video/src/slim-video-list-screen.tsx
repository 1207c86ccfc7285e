import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDate } from '@yoga/format';
import { link } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, Skeleton, useSubApp } from '@yoga/ui';
import { useSlimVideoList } from './api/slim-video-list';
import { DoneLabel } from './done-label';

/** The signed-in user's slim-video, paged in as the list scrolls; each row opens its detail. */
export default function SlimVideoListScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const list = useSlimVideoList(sub.id);
  return (
    <PageShell>
      <PagedList
        query={list}
        testId="slim-video-list"
        loading={<Skeleton lines={8} />}
        empty={<EmptyState title={<Trans>暂无记录</Trans>} />}
        errorMessage={t`列表加载失败，请重试`}
        rowKey={(item) => item.id}
        row={(item) => (
          <li>
            <Link to={link(sub, 'business/video_course/:id', { id: item.id })}>
              <span className="y-k">{item.title}</span>
              <span className="y-v">
                <DoneLabel done={item.done} /> · {formatDate(item.createdAt)}
              </span>
            </Link>
          </li>
        )}
      />
    </PageShell>
  );
}
