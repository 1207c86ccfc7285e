import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useContext, useEffect } from 'react';
import { PageShell } from './page-shell';
import { StateView } from './states';

/** What "home" means where the app runs; the app shell sets it (a native tab inside mini-programs). */
export const HomeContext = createContext<(() => void) | null>(null);

function HomeLink() {
  const goHome = useContext(HomeContext);
  return (
    <a
      className="y-btn y-btn-ghost"
      href="/"
      onClick={(e) => {
        if (!goHome) return;
        e.preventDefault();
        goHome();
      }}
    >
      <Trans>返回首页</Trans>
    </a>
  );
}

/** Shown for every path no route matches, in every app. */
export function NotFoundPage() {
  const { t } = useLingui();
  const title = t`页面不存在`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PageShell title={title}>
      <StateView
        icon="🔍"
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
        icon="🚧"
        title={<Trans>此页面正在建设中</Trans>}
        description={<Trans>这里的功能还在开发，完成后会在此上线</Trans>}
        action={<HomeLink />}
      />
    </PageShell>
  );
}

/** A page that only states a fact (link expired, activity ended). */
export function MessagePage({ title, icon, text }: { title: string; icon: string; text: string }) {
  return (
    <PageShell title={title} back={false}>
      <StateView icon={icon} title={text} action={<HomeLink />} />
    </PageShell>
  );
}
