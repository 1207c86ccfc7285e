import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { FamilyMember } from '@yoga/contract';
import { link } from '@yoga/platform';
import {
  ActionBar,
  confirmDialog,
  cx,
  EmptyState,
  PageShell,
  QueryState,
  showToast,
  useSubApp,
} from '@yoga/ui';
import { useFamily, useRemoveMember } from './api';
import { useRelationText } from './relation';
import s from './practice.module.css';

/** manage_family: edit or remove each family member. */
export default function ManageFamilyScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const family = useFamily(sub.id);
  const remove = useRemoveMember(sub.id);
  const relation = useRelationText();
  const onRemove = async (m: FamilyMember) => {
    const sure = await confirmDialog({
      title: t`移除家庭成员`,
      message: t`移除“${m.name}”后，TA 以往的打卡记录仍会保留。`,
      ok: t`移除`,
      cancel: t`取消`,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(m.id);
      void showToast(t`已移除`, { icon: 'success' });
    } catch {
      // the request layer has said why
    }
  };
  const add = (
    <ActionBar>
      <Link className="y-btn" to={link(sub, 'add_family')}>
        <Trans>添加家庭成员</Trans>
      </Link>
    </ActionBar>
  );
  return (
    <PageShell>
      <QueryState
        query={family}
        skeleton="rows"
        isEmpty={(f) => f.list.length === 0}
        empty={
          <>
            <EmptyState title={<Trans>还没有家庭成员</Trans>} />
            {add}
          </>
        }
      >
        {(f) => (
          <div className="y-stack">
            <ul className="y-plain y-col y-gap-2" data-testid="manage-family-list">
              {f.list.map((m) => (
                <li key={m.id} className={cx('y-row y-gap-2', s.row)}>
                  <span className="y-grow y-break">
                    <strong>{m.name}</strong>
                    <span className="y-m0 y-muted y-sm"> · {relation(m.relation)}</span>
                  </span>
                  <Link
                    className="y-btn y-btn-ghost"
                    to={link(sub, 'add_family', { id: m.id })}
                    aria-label={t`编辑 ${m.name}`}
                  >
                    <Trans>编辑</Trans>
                  </Link>
                  <button
                    type="button"
                    className="y-btn y-btn-ghost"
                    aria-label={t`移除 ${m.name}`}
                    disabled={remove.isPending}
                    onClick={() => void onRemove(m)}
                  >
                    <Trans>移除</Trans>
                  </button>
                </li>
              ))}
            </ul>
            {f.list.length < f.max && add}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
