import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDate } from '@yoga/format';
import { link } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, Skeleton, useSubApp } from '@yoga/ui';
import { useGiftCardsList } from './api/gift-cards-list';
import { DoneLabel } from './done-label';

/** The signed-in user's gift-cards, paged in as the list scrolls; each row opens its detail. */
export default function GiftCardsListScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const list = useGiftCardsList(sub.id);
  return (
    <PageShell>
      <PagedList
        query={list}
        testId="gift-cards-list"
        loading={<Skeleton lines={8} />}
        empty={<EmptyState title={<Trans>暂无记录</Trans>} />}
        errorMessage={t`列表加载失败，请重试`}
        rowKey={(item) => item.id}
        row={(item) => (
          <li>
            <Link to={link(sub, 'gift_card_redeem/:key', { key: item.id })}>
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
