import { Trans, useLingui } from '@lingui/react/macro';
import { CoverImage, EmptyState, PageShell, QueryState, useSubApp, cx } from '@yoga/ui';
import { useRecipes } from './api/campaigns-api';
import s from './campaigns.module.css';

/** Three recipes for a practice day: ingredients, steps and calories, in the reader's language. */
export default function RecipesScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const recipes = useRecipes(sub.id);
  return (
    <PageShell>
      <QueryState
        query={recipes}
        skeleton={{ shape: 'detail', hero: 'band', lines: 3 }}
        errorMessage={t`食谱加载失败，请重试`}
        isEmpty={(r) => r.recipes.length === 0}
        empty={<EmptyState title={<Trans>暂时没有食谱</Trans>} />}
      >
        {(r) => (
          <div className="y-stack" data-testid="recipes">
            <section className="y-card y-card-brand y-col y-gap-2">
              <h2 className={cx('y-m0 y-xl', s.title)}>{r.title}</h2>
              <p className={cx('y-m0 y-md', s.text)}>{r.summary}</p>
            </section>
            {r.recipes.map((x, i) => (
              <article key={x.key} className="y-card y-col y-gap-2" data-testid="recipe">
                <CoverImage src={x.image} ratio="4 / 3" eager={i === 0} />
                <p className="y-m0 y-mt-2 y-sm y-text-brand">{x.meal}</p>
                <h3 className="y-m0 y-lg">{x.title}</h3>
                <p className="y-m0 y-sm y-muted">
                  <Trans>
                    约 {x.calories} 千卡 · {x.minutes} 分钟
                  </Trans>
                </p>
                <h4 className="y-m0 y-mt-1 y-md">
                  <Trans>食材</Trans>
                </h4>
                <ul className="y-list y-list-prose">
                  {x.ingredients.map((g) => (
                    <li key={g.name}>
                      <span className="y-k">{g.name}</span>
                      <span className="y-v">{g.amount}</span>
                    </li>
                  ))}
                </ul>
                <h4 className="y-m0 y-mt-1 y-md">
                  <Trans>做法</Trans>
                </h4>
                <ol className={cx('y-m0 y-col y-gap-1 y-md', s.bullets)}>
                  {x.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </article>
            ))}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
