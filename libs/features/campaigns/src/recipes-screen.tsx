import { Trans, useLingui } from '@lingui/react/macro';
import { CoverImage, EmptyState, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useRecipes } from './api/campaigns-api';
import './campaigns.css';

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
          <div className="cp" data-testid="recipes">
            <section className="cp-card cp-banner">
              <h2 className="cp-title">{r.title}</h2>
              <p className="cp-text">{r.summary}</p>
            </section>
            {r.recipes.map((x, i) => (
              <article key={x.key} className="cp-card cp-recipe" data-testid="recipe">
                <CoverImage src={x.image} ratio="4 / 3" eager={i === 0} />
                <p className="cp-kicker">{x.meal}</p>
                <h3 className="cp-subtitle">{x.title}</h3>
                <p className="cp-muted">
                  <Trans>
                    约 {x.calories} 千卡 · {x.minutes} 分钟
                  </Trans>
                </p>
                <h4 className="cp-minor">
                  <Trans>食材</Trans>
                </h4>
                <ul className="y-list cp-info">
                  {x.ingredients.map((g) => (
                    <li key={g.name}>
                      <span className="y-k">{g.name}</span>
                      <span className="y-v">{g.amount}</span>
                    </li>
                  ))}
                </ul>
                <h4 className="cp-minor">
                  <Trans>做法</Trans>
                </h4>
                <ol className="cp-steps">
                  {x.steps.map((s) => (
                    <li key={s}>{s}</li>
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
