import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useNow } from '@yoga/format';
import { link } from '@yoga/platform';
import { PageShell, QueryState, showToast, useSubApp } from '@yoga/ui';
import { useOpenClasses, useTakeClass } from './api';
import { ClassCard } from './class-card';
import { classRefusal } from './words';

/** Open classes of the brand to teach; one that clashes with my schedule is refused, naming my class. */
export default function ChooseClassScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const now = useNow(false);
  const open = useOpenClasses(sub.id);
  const take = useTakeClass(sub.id);
  const [refused, setRefused] = useState<{ id: number; error: unknown } | null>(null);
  const choose = (id: number) => {
    setRefused(null);
    take.mutate(id, {
      onSuccess: () => showToast(t`已选择，这节课已加入你的课表`),
      onError: (error) => setRefused({ id, error }),
    });
  };
  return (
    <PageShell>
      <div className="y-stack" data-testid="choose-class">
        <p className="y-m0 y-md y-muted">
          <Trans>以下课程还没有教练，选择后会加入你的课表；与你已有课程时间冲突的不能选择。</Trans>
        </p>
        <QueryState
          query={open}
          skeleton="cards"
          errorMessage={t`可选课程加载失败，请重试`}
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="y-m0 y-md y-muted" data-testid="choose-class-empty">
              <p>
                <Trans>暂时没有可选的课程</Trans>
              </p>
              <Link to={link(sub, 'class_info')} className="y-btn y-btn-ghost">
                <Trans>查看我的课程</Trans>
              </Link>
            </div>
          }
        >
          {(list) => (
            <ul className="y-plain y-col y-gap-3">
              {list.map((c) => (
                <li key={c.id}>
                  <ClassCard
                    c={c}
                    now={now}
                    action={
                      <button
                        type="button"
                        className="y-btn"
                        disabled={take.isPending}
                        onClick={() => choose(c.id)}
                      >
                        <Trans>选择这节课</Trans>
                      </button>
                    }
                  />
                  {refused?.id === c.id && (
                    <p className="y-m0 y-pad-3 y-rounded-sm y-badge-danger y-md" role="alert">
                      {classRefusal(refused.error)}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </PageShell>
  );
}
