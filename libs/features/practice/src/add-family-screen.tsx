import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import type { FamilyMember, FamilyRelation } from '@yoga/contract';
import { parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import {
  ActionBar,
  hasInAppHistory,
  PageShell,
  QueryState,
  showToast,
  useRouteQuery,
  useSubApp,
} from '@yoga/ui';
import { useFamily, useSaveMember } from './api';
import { RELATIONS, useRelationText } from './relation';
import './practice.css';

function MemberForm({ initial }: { initial?: FamilyMember }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const save = useSaveMember(sub.id);
  const relationText = useRelationText();
  const uid = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [relation, setRelation] = useState<FamilyRelation | ''>(initial?.relation ?? '');
  const [shown, setShown] = useState(false);
  const nameBad = name.trim().length === 0 || name.trim().length > 20;
  const relationBad = relation === '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (nameBad) return document.getElementById(`${uid}-name`)?.focus();
    if (relation === '') return document.getElementById(`${uid}-relation`)?.focus();
    try {
      await save.mutateAsync({ id: initial?.id, body: { name: name.trim(), relation } });
    } catch {
      return;
    }
    void showToast(t`已保存`, { icon: 'success' });
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(link(sub, 'my_family'), { replace: true });
  };
  return (
    <form className="sp sp-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="sp-field">
        <label htmlFor={`${uid}-name`}>
          <Trans>称呼</Trans>
        </label>
        <input
          id={`${uid}-name`}
          value={name}
          maxLength={40}
          placeholder={t`如：妈妈、小美`}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={shown && nameBad ? true : undefined}
          aria-describedby={shown && nameBad ? `${uid}-name-error` : undefined}
        />
        {shown && nameBad && (
          <p className="sp-error" id={`${uid}-name-error`}>
            <Trans>请填写成员称呼（不超过 20 字）</Trans>
          </p>
        )}
      </div>
      <div className="sp-field">
        <label htmlFor={`${uid}-relation`}>
          <Trans>与你的关系</Trans>
        </label>
        <select
          id={`${uid}-relation`}
          value={relation}
          onChange={(e) => setRelation(e.target.value as FamilyRelation)}
          aria-invalid={shown && relationBad ? true : undefined}
          aria-describedby={shown && relationBad ? `${uid}-relation-error` : undefined}
        >
          <option value="">{t`请选择`}</option>
          {RELATIONS.map((r) => (
            <option key={r} value={r}>
              {relationText(r)}
            </option>
          ))}
        </select>
        {shown && relationBad && (
          <p className="sp-error" id={`${uid}-relation-error`}>
            <Trans>请选择与你的关系</Trans>
          </p>
        )}
      </div>
      <ActionBar>
        <button
          type="submit"
          className="y-btn"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? <Trans>保存中…</Trans> : <Trans>保存</Trans>}
        </button>
      </ActionBar>
    </form>
  );
}

/** add_family: a new family member; with ?id= the same form edits one (manage_family links here). */
export default function AddFamilyScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const asked = useRouteQuery('add_family').id;
  const id = asked ? (parseId(asked) ?? -1) : 0;
  const family = useFamily(sub.id);
  if (!id) return <PageShell>{<MemberForm />}</PageShell>;
  return (
    <PageShell title={t`编辑家庭成员`}>
      <QueryState
        query={family}
        skeleton="form"
        notFound={id < 0 || (family.data !== undefined && !family.data.list.some((m) => m.id === id))}
        notFoundTitle={<Trans>这位家庭成员不存在或已移除</Trans>}
        notFoundAction={
          <Link className="y-btn" to={link(sub, 'my_family')} replace>
            <Trans>返回我的家庭</Trans>
          </Link>
        }
      >
        {(f) => <MemberForm key={id} initial={f.list.find((m) => m.id === id)} />}
      </QueryState>
    </PageShell>
  );
}
