import { Trans, useLingui } from '@lingui/react/macro';
import { parseId } from '@yoga/format';
import { cx, PageShell, QueryState, StateView, useRouteQuery } from '@yoga/ui';
import { useCmsPage } from './api/pages';
import { DocumentBlocks, safeHref } from './blocks';
import s from './agreements.module.css';

/** public/page?id=: a CMS page from the server as structured blocks (never innerHTML). */
export function PublicPageScreen() {
  const { t } = useLingui();
  const raw = useRouteQuery('page').id?.trim() ?? '';
  const id = parseId(raw || undefined);
  const page = useCmsPage(id);
  // A link without its id (or with a broken one) says what is missing, not 页面不存在 as if the
  // site had no such page: the sender can fix the link.
  const notFoundTitle =
    raw === '' ? (
      <Trans>链接缺少页面编号（id）</Trans>
    ) : id === null ? (
      <Trans>链接中的页面编号“{raw}”无效</Trans>
    ) : (
      <Trans>页面不存在</Trans>
    );
  // The kit's "deleted, or not this account's" fits a page the server does not have, not a link cut short.
  const notFoundDescription =
    id === null ? <Trans>请检查链接是否完整，或从活动入口重新打开</Trans> : undefined;
  return (
    <PageShell>
      <QueryState
        query={page}
        notFound={id === null}
        notFoundTitle={notFoundTitle}
        notFoundDescription={notFoundDescription}
        skeleton={{ shape: 'lines', lines: 8 }}
        errorMessage={t`页面加载失败，请重试`}
      >
        {(p) => (
          <article className={cx('y-card y-col y-gap-3', s.doc)} data-testid="cms-page">
            <h2 className={cx('y-m0', s.articleTitle)}>{p.title}</h2>
            <DocumentBlocks blocks={p.blocks} />
          </article>
        )}
      </QueryState>
    </PageShell>
  );
}

export interface VideoData {
  title: string | null;
  src: string;
  poster: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The `data` query of public/video (suman's class_guide hands its whole query over as one JSON
 * value): an object with a video address (`url`, `src` or `video`) that is a site path or https, an
 * optional `title` and `poster`. Anything else (not JSON, no address, javascript:) is null.
 */
export function decodeVideoData(raw: string | null | undefined): VideoData | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const src = safeHref(text(o.url) ?? text(o.src) ?? text(o.video) ?? undefined);
  if (!src) return null;
  const poster = text(o.poster);
  return { title: text(o.title), src, poster: poster ? safeHref(poster) : null };
}

/** public/video?data=: the video the link names, played by the browser's own player, with its title. */
export function PublicVideoScreen() {
  const video = decodeVideoData(useRouteQuery('video').data);
  return (
    <PageShell>
      {video ? (
        <section className="y-col y-gap-3" data-testid="video-page">
          {/* A class guide has no captions to offer; the title names what plays. */}
          <video
            className={cx('y-rounded', s.videoPlayer)}
            src={video.src}
            poster={video.poster ?? undefined}
            controls
            playsInline
            preload="metadata"
            aria-label={video.title ?? undefined}
          />
          <h2 className={cx('y-m0', s.articleTitle)}>{video.title ?? <Trans>视频</Trans>}</h2>
        </section>
      ) : (
        <StateView
          illustration="error"
          title={<Trans>视频链接无效</Trans>}
          description={<Trans>这个链接缺少视频信息或已损坏，请回到原页面重新打开。</Trans>}
        />
      )}
    </PageShell>
  );
}
