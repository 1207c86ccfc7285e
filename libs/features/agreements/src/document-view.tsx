import { useEffect, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AgreementDocument } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { cx, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useAgreement } from './api/agreements';
import { DocumentBlocks, sectionsOf } from './blocks';
import { documentHref } from './links';
import s from './agreements.module.css';

/** Scrolls to the heading the address names (#section), focused so a screen reader starts there. */
function scrollToAnchor(hash: string) {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const el = id ? document.getElementById(id) : null;
  if (!el) return;
  el.scrollIntoView?.({ block: 'start' });
  el.focus?.({ preventScroll: true });
}

function DocumentBody({ doc }: { doc: AgreementDocument }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const location = useLocation();
  const navigate = useNavigate();
  const sections = sectionsOf(doc.blocks);
  const latest = doc.versions[0];

  // Opened (or reloaded) with #section: there once the text is on the page.
  useEffect(() => {
    if (location.hash) scrollToAnchor(location.hash);
  }, [location.hash, doc]);

  // A jump replaces the address's #section instead of adding a history entry: back still leaves the page.
  const jump = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    e.preventDefault();
    navigate({ pathname: location.pathname, search: location.search, hash: `#${id}` }, { replace: true });
    scrollToAnchor(`#${id}`);
  };

  return (
    <article className={cx('y-card y-col y-gap-3', s.doc)} data-testid="agreement-document">
      <p className={cx('y-m0 y-sm y-muted', s.meta)}>
        <span>
          <Trans>版本 V{doc.version}</Trans>
        </span>
        <span>
          <Trans>{formatDate(doc.effectiveDate)}生效</Trans>
        </span>
      </p>
      {!doc.current && latest && (
        <p className={cx('y-m0 y-tint y-rounded-sm y-md', s.old)} role="note">
          <Trans>这是历史版本，仅供查阅。</Trans>{' '}
          <Link to={documentHref(sub, doc.key)}>
            <Trans>查看现行版本</Trans>
          </Link>
        </p>
      )}
      {sections.length > 1 && (
        <nav className="y-pad-3 y-outline y-rounded-sm" aria-label={t`目录`}>
          <p className={cx('y-bold', s.tocTitle)}>
            <Trans>目录</Trans>
          </p>
          <ol className={cx('y-m0', s.list)}>
            {sections.map((sec) => (
              <li key={sec.id}>
                <a
                  className={cx('y-text-brand', s.tocLink)}
                  href={`#${sec.id}`}
                  onClick={(e) => jump(e, sec.id)}
                >
                  {sec.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <DocumentBlocks blocks={doc.blocks} />
      {doc.versions.length > 0 && (
        <section aria-labelledby="ag-versions-title">
          <h2 id="ag-versions-title" className={cx('y-m0 y-mt-2', s.h)}>
            <Trans>版本记录</Trans>
          </h2>
          <ul className="y-plain y-mt-2 y-col y-gap-2 y-md">
            {doc.versions.map((v) => {
              const label = (
                <Trans>
                  V{v.version} · {formatDate(v.effectiveDate)}生效
                </Trans>
              );
              return (
                <li key={v.version} className="y-col">
                  {v.version === doc.version ? (
                    <strong aria-current="page">{label}</strong>
                  ) : sub.id === 'onmat' ? (
                    <Link className="y-text-brand" to={documentHref(sub, doc.key, v.version)}>
                      {label}
                    </Link>
                  ) : (
                    <span>{label}</span>
                  )}
                  <span className="y-muted">{v.note}</span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </article>
  );
}

/**
 * One document: title, version, effective date, a table of contents whose #anchors survive a reload,
 * the text from structured blocks (never HTML) and the version history. `docKey` null (a key that
 * does not parse) or `version` NaN (a version that does not) is not found at once, without a request.
 */
export function DocumentView({ docKey, version = null }: { docKey: string | null; version?: number | null }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const bad = docKey === null || Number.isNaN(version);
  const doc = useAgreement(sub.id, bad ? null : docKey, bad ? null : version);
  return (
    <PageShell title={doc.data?.title}>
      <QueryState
        query={doc}
        notFound={bad}
        notFoundTitle={<Trans>协议不存在</Trans>}
        skeleton={{ shape: 'lines', lines: 8 }}
        errorMessage={t`协议加载失败，请重试`}
      >
        {(d) => <DocumentBody doc={d} />}
      </QueryState>
    </PageShell>
  );
}
