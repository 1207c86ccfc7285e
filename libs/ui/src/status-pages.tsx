import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { brands, documentTitle } from '@yoga/platform';
import { useHome } from './home-context';
import type { IllustrationName } from './illustrations';
import { PageShell } from './page-shell';
import { StateView } from './states';

/** To the current sub-app's home: a real link (it opens in a new tab too), followed the app's way. */
export function HomeLink() {
  const home = useHome();
  return (
    <a
      className="y-btn y-btn-ghost"
      href={home.href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        home.go();
      }}
    >
      <Trans>返回首页</Trans>
    </a>
  );
}

/** Shown for every path no route matches, in every app. */
export function NotFoundPage() {
  const { t, i18n } = useLingui();
  const { brand } = useHome();
  const title = t`页面不存在`;
  const full = documentTitle(title, i18n._(brands[brand].name));
  useEffect(() => {
    document.title = full;
  }, [full]);
  return (
    <PageShell title={title}>
      <StateView
        illustration="not-found"
        title={title}
        description={<Trans>您访问的页面不存在或已被移除，请检查链接是否正确</Trans>}
        action={<HomeLink />}
      />
    </PageShell>
  );
}

/** The plain notice of a route whose screen a later issue builds: it does not pretend to work. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <PageShell title={title}>
      <StateView
        illustration="under-construction"
        title={<Trans>此页面正在建设中</Trans>}
        description={<Trans>这里的功能还在开发，完成后会在此上线</Trans>}
        action={<HomeLink />}
      />
    </PageShell>
  );
}

/** A page that only states a fact (link expired, activity ended). */
export function MessagePage({
  title,
  illustration,
  text,
}: {
  title: string;
  illustration: IllustrationName;
  text: string;
}) {
  return (
    <PageShell title={title} back={false}>
      <StateView illustration={illustration} title={text} action={<HomeLink />} />
    </PageShell>
  );
}
