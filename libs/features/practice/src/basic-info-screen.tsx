import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { BodyProfile } from '@yoga/contract';
import { link } from '@yoga/platform';
import {
  ActionBar,
  Field,
  hasInAppHistory,
  PageShell,
  QueryState,
  showToast,
  SubmitButton,
  useSubApp,
} from '@yoga/ui';
import { useBodyProfile, useSaveProfile } from './api';
import { checkBody, type BodyField, type BodyValues } from './body-check';

const text = (n: number | null) => (n === null ? '' : String(n));

function BodyForm({ initial }: { initial: BodyProfile }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const save = useSaveProfile(sub.id);
  // A refused field takes the focus (the ids are the kit Field's own).
  const inputs = useRef<Partial<Record<BodyField, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<BodyValues>({
    height: text(initial.height),
    weight: text(initial.weight),
    goalWeight: text(initial.goalWeight),
  });
  const [shown, setShown] = useState(false);
  const errors = checkBody(values);
  const problem = {
    height: t`身高请填写 100 到 230 厘米的整数`,
    weight: t`体重请填写 25 到 250 公斤，最多一位小数`,
  };
  const fields: { key: BodyField; label: string; unit: string; mode: 'numeric' | 'decimal' }[] = [
    { key: 'height', label: t`身高`, unit: t`厘米`, mode: 'numeric' },
    { key: 'weight', label: t`当前体重`, unit: t`公斤`, mode: 'decimal' },
    { key: 'goalWeight', label: t`目标体重`, unit: t`公斤`, mode: 'decimal' },
  ];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    const first = fields.find((f) => errors[f.key]);
    if (first) return inputs.current[first.key]?.focus();
    try {
      await save.mutateAsync({
        height: Number(values.height),
        weight: Number(values.weight),
        goalWeight: Number(values.goalWeight),
      });
    } catch {
      return; // the request layer has said why; what was typed stays
    }
    void showToast(t`已保存`, { icon: 'success' });
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(link(sub, 'home'), { replace: true });
  };
  return (
    <form className="y-stack" noValidate onSubmit={(e) => void submit(e)} data-testid="basic-info-form">
      <p className="y-m0 y-muted y-sm">
        <Trans>填写身高体重和目标，计划会按你的情况安排练习。</Trans>
      </p>
      {fields.map((f) => {
        const err = shown ? errors[f.key] : undefined;
        return (
          <Field key={f.key} label={t`${f.label}（${f.unit}）`} error={err && problem[err]}>
            {(c) => (
              <input
                {...c}
                ref={(el) => {
                  inputs.current[f.key] = el;
                }}
                inputMode={f.mode}
                value={values[f.key]}
                onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
              />
            )}
          </Field>
        );
      })}
      <ActionBar>
        <SubmitButton pending={save.isPending} pendingLabel={<Trans>保存中…</Trans>}>
          <Trans>保存</Trans>
        </SubmitButton>
      </ActionBar>
    </form>
  );
}

/** basic_info: height, weight and goal weight, checked as the server checks them. */
export default function BasicInfoScreen() {
  const sub = useSubApp();
  const profile = useBodyProfile(sub.id);
  return (
    <PageShell>
      <QueryState query={profile} skeleton="form">
        {(p) => <BodyForm initial={p} />}
      </QueryState>
    </PageShell>
  );
}
