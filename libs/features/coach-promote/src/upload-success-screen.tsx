import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { PageShell, QueryState, StateView, useRouteQuery, useSubApp } from '@yoga/ui';
import { useSample } from './api';
import { ReviewCard } from './review-card';

/** product_evaluate/upload_success?spuId=: the review as the server keeps it, and where to go next. */
export default function UploadSuccessScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const spuId = parseId(useRouteQuery('product_evaluate/upload_success').spuId);
  const q = useSample(sub.id, spuId);
  const onward = (
    <Link className="y-btn" to={link(sub, 'product_evaluate/record')}>
      <Trans>查看反馈记录</Trans>
    </Link>
  );
  return (
    <PageShell>
      <QueryState
        query={q}
        notFound={spuId === null}
        notFoundTitle={<Trans>没有找到这条反馈</Trans>}
        notFoundAction={onward}
        skeleton="detail"
        errorMessage={t`加载失败，请重试`}
      >
        {(s) =>
          s.myReview ? (
            <div className="y-stack" data-testid="upload-success">
              <StateView
                title={<Trans>反馈已提交</Trans>}
                description={<Trans>感谢你对「{s.title}」的试用反馈。</Trans>}
                action={onward}
              />
              <ReviewCard r={s.myReview} />
            </div>
          ) : (
            <StateView
              title={<Trans>还没有提交这件商品的反馈</Trans>}
              action={
                <Link className="y-btn" to={link(sub, 'product_evaluate/:spuId', { spuId: s.spuId })}>
                  <Trans>去反馈</Trans>
                </Link>
              }
            />
          )
        }
      </QueryState>
    </PageShell>
  );
}
