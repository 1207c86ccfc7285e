import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import type { Article } from '@yoga/contract';
import { formatCompact, formatDate, parseId } from '@yoga/format';
import { cx, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useArticle, useCountRead, useNotice } from './api/articles';
import { ArticleShare } from './article-share';
import { DocumentBlocks } from './blocks';
import s from './agreements.module.css';

function ArticleBody({ article }: { article: Article }) {
  const sub = useSubApp();
  // One read per open of this article (not again when the language or the count changes).
  useCountRead(sub.id, article.id);
  return (
    <article className={cx('y-card y-col y-gap-3', s.doc)} data-testid="article">
      <h2 className={cx('y-m0', s.articleTitle)}>{article.title}</h2>
      <p className={cx('y-m0 y-sm y-muted', s.meta)}>
        <span>{article.author}</span>
        <span>{formatDate(article.publishedAt)}</span>
        <span data-testid="read-count">
          <Trans>阅读 {formatCompact(article.readCount)}</Trans>
        </span>
      </p>
      <DocumentBlocks blocks={article.blocks} />
      <ArticleShare share={article.share} />
    </article>
  );
}

/** article/:id: an article of the brand (headings, images, quotes) from structured blocks, with its read count. */
export function ArticleScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const article = useArticle(sub.id, id);
  return (
    <PageShell>
      <QueryState
        query={article}
        notFound={id === null}
        notFoundTitle={<Trans>文章不存在</Trans>}
        skeleton={{ shape: 'lines', lines: 8 }}
        errorMessage={t`文章加载失败，请重试`}
      >
        {(a) => <ArticleBody article={a} />}
      </QueryState>
    </PageShell>
  );
}

/** The coaches' article/notify: the brand's newest notice, rendered as an article. */
export function NoticeScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const notice = useNotice(sub.id);
  return (
    <PageShell>
      <QueryState
        query={notice}
        notFoundTitle={<Trans>暂无通知</Trans>}
        skeleton={{ shape: 'lines', lines: 8 }}
        errorMessage={t`通知加载失败，请重试`}
      >
        {(a) => <ArticleBody article={a} />}
      </QueryState>
    </PageShell>
  );
}
