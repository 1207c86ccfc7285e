import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { link } from '@yoga/platform';
import { ActionBar, cx, EmptyState, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useFamily } from './api';
import { useRelationText } from './relation';
import s from './practice.module.css';

/** my_family: who practises under this account; add one, or manage them. */
export default function MyFamilyScreen() {
  const sub = useSubApp();
  const family = useFamily(sub.id);
  const relation = useRelationText();
  return (
    <PageShell>
      <QueryState
        query={family}
        skeleton="rows"
        isEmpty={(f) => f.list.length === 0}
        empty={
          <>
            <EmptyState title={<Trans>还没有家庭成员</Trans>} />
            <ActionBar>
              <Link className="y-btn" to={link(sub, 'add_family')}>
                <Trans>添加家庭成员</Trans>
              </Link>
            </ActionBar>
          </>
        }
      >
        {(f) => (
          <div className="y-stack">
            <p className="y-m0 y-muted y-sm">
              <Trans>
                家人可以用你的账号一起打卡（{f.list.length}/{f.max}）
              </Trans>
            </p>
            <ul className="y-plain y-col y-gap-2" data-testid="family-list">
              {f.list.map((m) => (
                <li key={m.id} className={cx('y-row y-gap-2', s.row)}>
                  <strong className="y-grow y-break">{m.name}</strong>
                  <span className="y-m0 y-muted y-sm">{relation(m.relation)}</span>
                </li>
              ))}
            </ul>
            <ActionBar>
              <Link className="y-btn y-btn-ghost" to={link(sub, 'manage_family')}>
                <Trans>管理</Trans>
              </Link>
              {f.list.length < f.max && (
                <Link className="y-btn" to={link(sub, 'add_family')}>
                  <Trans>添加家庭成员</Trans>
                </Link>
              )}
            </ActionBar>
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
