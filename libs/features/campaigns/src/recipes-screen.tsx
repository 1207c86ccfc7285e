import { Trans, useLingui } from '@lingui/react/macro';
import { CoverImage, EmptyState, PageShell, QueryState, useSubApp } from '@yoga/ui';
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
            <section className={`${s.card} ${s.banner}`}>
              <h2 className={s.title}>{r.title}</h2>
              <p className={s.text}>{r.summary}</p>
            </section>
            {r.recipes.map((x, i) => (
              <article key={x.key} className={`${s.card} ${s.recipe}`} data-testid="recipe">
                <CoverImage src={x.image} ratio="4 / 3" eager={i === 0} />
                <p className={s.kicker}>{x.meal}</p>
                <h3 className={s.subtitle}>{x.title}</h3>
                <p className={s.muted}>
                  <Trans>
                    约 {x.calories} 千卡 · {x.minutes} 分钟
                  </Trans>
                </p>
                <h4 className={s.minor}>
                  <Trans>食材</Trans>
                </h4>
                <ul className={`y-list y-list-prose ${s.info}`}>
                  {x.ingredients.map((g) => (
                    <li key={g.name}>
                      <span className="y-k">{g.name}</span>
                      <span className="y-v">{g.amount}</span>
                    </li>
                  ))}
                </ul>
                <h4 className={s.minor}>
                  <Trans>做法</Trans>
                </h4>
                <ol className={s.steps}>
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
