import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { link } from '@yoga/platform';
import { PageShell, QueryState, StateView, useSubApp } from '@yoga/ui';
import { useReviews } from './api';
import { ReviewCard } from './review-card';

/** product_evaluate/record: my sample reviews, newest first. */
export default function RecordScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const q = useReviews(sub.id);
  return (
    <PageShell>
      <QueryState
        query={q}
        skeleton="cards"
        errorMessage={t`反馈记录加载失败，请重试`}
        isEmpty={(list) => list.length === 0}
        empty={
          <StateView
            title={<Trans>还没有提交过反馈</Trans>}
            description={<Trans>收到试用商品后，在物流页面点「去反馈」即可评价。</Trans>}
            action={
              <Link className="y-btn" to={link(sub, 'product_evaluate/logistics')}>
                <Trans>查看试用物流</Trans>
              </Link>
            }
          />
        }
      >
        {(list) => (
          <div className="y-stack" data-testid="reviews">
            {list.map((r) => (
              <Link
                key={r.id}
                className="y-link-plain"
                to={link(sub, 'product_evaluate/:spuId', { spuId: r.spuId })}
              >
                <ReviewCard r={r} withTitle />
              </Link>
            ))}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
