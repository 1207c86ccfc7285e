import { type FormEvent, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import type { FamilyMember, FamilyRelation } from '@yoga/contract';
import { FAMILY_NAME_MAX } from '@yoga/contract/codes';
import { parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import {
  ActionBar,
  Field,
  hasInAppHistory,
  PageShell,
  QueryState,
  showToast,
  SubmitButton,
  useRouteQuery,
  useSubApp,
} from '@yoga/ui';
import { useFamily, useSaveMember } from './api';
import { RELATIONS, useRelationText } from './relation';

function MemberForm({ initial }: { initial?: FamilyMember }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const save = useSaveMember(sub.id);
  const relationText = useRelationText();
  const nameInput = useRef<HTMLInputElement>(null);
  const relationInput = useRef<HTMLSelectElement>(null);
  const [name, setName] = useState(initial?.name ?? '');
  const [relation, setRelation] = useState<FamilyRelation | ''>(initial?.relation ?? '');
  const [shown, setShown] = useState(false);
  const nameBad = name.trim().length === 0 || name.trim().length > FAMILY_NAME_MAX;
  const relationBad = relation === '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (nameBad) return nameInput.current?.focus();
    if (relation === '') return relationInput.current?.focus();
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
    <form className="y-stack" noValidate onSubmit={(e) => void submit(e)}>
      <Field
        label={<Trans>称呼</Trans>}
        error={shown && nameBad && <Trans>请填写成员称呼（不超过 {FAMILY_NAME_MAX} 字）</Trans>}
      >
        {(c) => (
          <input
            {...c}
            ref={nameInput}
            value={name}
            maxLength={40}
            placeholder={t`如：妈妈、小美`}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field
        label={<Trans>与你的关系</Trans>}
        error={shown && relationBad && <Trans>请选择与你的关系</Trans>}
      >
        {(c) => (
          <select
            {...c}
            ref={relationInput}
            value={relation}
            onChange={(e) => setRelation(e.target.value as FamilyRelation)}
          >
            <option value="">{t`请选择`}</option>
            {RELATIONS.map((r) => (
              <option key={r} value={r}>
                {relationText(r)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ActionBar>
        <SubmitButton pending={save.isPending} pendingLabel={<Trans>保存中…</Trans>}>
          <Trans>保存</Trans>
        </SubmitButton>
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
