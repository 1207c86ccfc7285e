import { Trans, useLingui } from '@lingui/react/macro';
import type { RecipeDetail } from '@yoga/contract';
import { parseId } from '@yoga/format';
import { cx, PageShell, QueryState, useRouteQuery, useSubApp } from '@yoga/ui';
import { useRecipe } from './api/pages';
import { safeHref } from './blocks';
import s from './agreements.module.css';

function RecipeBody({ recipe: r }: { recipe: RecipeDetail }) {
  const src = safeHref(r.image);
  return (
    <article className={cx('y-card y-col y-gap-3', s.doc)} data-testid="recipe">
      {src && <img className="y-rounded-sm" src={src} alt="" decoding="async" />}
      <h2 className={cx('y-m0', s.articleTitle)}>{r.title}</h2>
      <p className={cx('y-m0 y-text', s.p)}>{r.summary}</p>
      <ul className={cx('y-plain y-sm y-muted', s.meta)}>
        <li data-testid="recipe-kcal">
          <Trans>每份 {r.kcalPerServing} 千卡</Trans>
        </li>
        <li>
          <Trans>{r.servings} 人份</Trans>
        </li>
        <li>
          <Trans>约 {r.minutes} 分钟</Trans>
        </li>
      </ul>
      <h3 className={cx('y-m0 y-mt-2', s.h)}>
        <Trans>食材</Trans>
      </h3>
      <ul className={cx('y-m0', s.list)}>
        {r.ingredients.map((i, k) => (
          <li key={k}>
            <span>{i.name}</span> <span className="y-muted">{i.amount}</span>
          </li>
        ))}
      </ul>
      <h3 className={cx('y-m0 y-mt-2', s.h)}>
        <Trans>做法</Trans>
      </h3>
      <ol className={cx('y-m0', s.list)}>
        {r.steps.map((step, k) => (
          <li key={k}>{step}</li>
        ))}
      </ol>
    </article>
  );
}

/** slim's recipe/info?id=: a recipe's calories, ingredients and steps from the server, in the reader's language. */
export function RecipeScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useRouteQuery('recipe/info').id ?? undefined);
  const recipe = useRecipe(sub.id, id);
  return (
    <PageShell>
      <QueryState
        query={recipe}
        notFound={id === null}
        notFoundTitle={<Trans>食谱不存在</Trans>}
        skeleton="detail"
        errorMessage={t`食谱加载失败，请重试`}
      >
        {(r) => <RecipeBody recipe={r} />}
      </QueryState>
    </PageShell>
  );
}
