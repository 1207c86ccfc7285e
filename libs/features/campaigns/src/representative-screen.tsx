import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { repFormProblems, REP_REASON_MAX, REP_REASON_MIN, type RepField } from '@yoga/contract/codes';
import type { RepApplication } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { link } from '@yoga/platform';
import {
  ActionBar,
  Field,
  FieldError,
  PageShell,
  QueryState,
  useSessionDraft,
  useSubApp,
  cx,
} from '@yoga/ui';
import { useNavigate } from 'react-router';
import { useApply, useProgramme } from './api/campaigns-api';
import { intentKey, useSignIn } from './intent';
import { campaignRefusal } from './refusal';
import s from './campaigns.module.css';

const PAGE = 'representative';
type Form = Record<RepField, string>;
const blank: Form = { name: '', phone: '', city: '', reason: '' };

const asForm = (v: unknown): Form | null => {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const f = { ...blank };
  for (const k of Object.keys(blank) as RepField[]) f[k] = typeof o[k] === 'string' ? o[k] : '';
  return f;
};

/**
 * The student representative programme: what a representative does and earns, the application
 * (checked as the server checks it, with the contract's rules) and, once sent, its status. Signed
 * out, sending signs in first and comes back with the form as it was.
 */
export default function RepresentativeScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const { signedIn, signIn } = useSignIn(sub);
  const programme = useProgramme(sub.id, signedIn);
  const apply = useApply(sub.id);
  const navigate = useNavigate();
  // What was typed is kept in the tab through a sign-in (and a reload) until the server has it.
  const [form, setForm, clearForm] = useSessionDraft<Form>(intentKey(sub.id, PAGE), () => blank, {
    parse: asForm,
    keep: 'session',
  });
  const [tried, setTried] = useState(false);

  const problems = repFormProblems(form);
  const set = (k: RepField) => (v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    if (apply.error) apply.reset();
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0 || apply.isPending) return;
    if (!signedIn) {
      signIn();
      return;
    }
    const body = {
      name: form.name.trim(),
      phone: form.phone.trim(),
      city: form.city.trim(),
      reason: form.reason.trim(),
    };
    // The result page reads the application back by its id.
    apply.mutate(body, {
      onSuccess: (p) => {
        clearForm();
        if (p.application)
          navigate(link(sub, 'submit_success', { kind: 'representative', id: p.application.id }));
      },
    });
  };
  const problem = (k: RepField): ReactNode => {
    if (!tried || !problems[k]) return null;
    const p = problems[k];
    if (k === 'phone') return p === 'empty' ? t`请填写手机号` : t`请填写正确的 11 位手机号`;
    if (k === 'name') return p === 'empty' ? t`请填写姓名` : t`姓名太长了`;
    if (k === 'city')
      return p === 'empty'
        ? t`请填写所在城市`
        : p === 'format'
          ? t`请填写城市名称，如“杭州”`
          : t`城市名太长了`;
    return p === 'empty' ? t`请说说你想成为学员代表的原因` : t`请写 ${REP_REASON_MIN}–${REP_REASON_MAX} 个字`;
  };

  return (
    <PageShell>
      <QueryState
        query={programme}
        skeleton={{ shape: 'detail', lines: 4 }}
        errorMessage={t`招募信息加载失败，请重试`}
        notFoundTitle={<Trans>活动不存在</Trans>}
      >
        {(p) => (
          <div className="y-stack" data-testid="representative">
            <section className="y-card y-card-brand y-col y-gap-2">
              <h2 className={cx('y-m0 y-xl', s.title)}>{p.title}</h2>
              <p className={cx('y-m0 y-md', s.text)}>{p.summary}</p>
            </section>
            <section className="y-card y-col y-gap-2">
              <h3 className="y-m0 y-lg">
                <Trans>学员代表做什么</Trans>
              </h3>
              <ul className={cx('y-m0 y-col y-gap-1 y-md', s.bullets)}>
                {p.duties.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </section>
            <section className="y-card y-col y-gap-2">
              <h3 className="y-m0 y-lg">
                <Trans>可以获得</Trans>
              </h3>
              <ul className={cx('y-m0 y-col y-gap-1 y-md', s.bullets)}>
                {p.rewards.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </section>
            {p.application ? (
              <ApplicationStatus a={p.application} />
            ) : (
              <form
                id="rep-form"
                className="y-card y-col y-gap-2"
                onSubmit={submit}
                noValidate
                data-testid="rep-form"
              >
                <h3 className="y-m0 y-lg">
                  <Trans>报名申请</Trans>
                </h3>
                <TextField
                  label={t`姓名`}
                  value={form.name}
                  onChange={set('name')}
                  error={problem('name')}
                  autoComplete="name"
                />
                <TextField
                  label={t`手机号`}
                  value={form.phone}
                  onChange={set('phone')}
                  error={problem('phone')}
                  inputMode="tel"
                  autoComplete="tel"
                />
                <TextField
                  label={t`所在城市`}
                  value={form.city}
                  onChange={set('city')}
                  error={problem('city')}
                />
                <TextField
                  label={t`申请理由`}
                  value={form.reason}
                  onChange={set('reason')}
                  error={problem('reason')}
                  multiline
                />
                {apply.error && <FieldError>{campaignRefusal(apply.error)}</FieldError>}
              </form>
            )}
            {!p.application && (
              <ActionBar>
                <button type="submit" form="rep-form" className="y-btn" disabled={apply.isPending}>
                  {apply.isPending ? <Trans>提交中…</Trans> : <Trans>提交申请</Trans>}
                </button>
              </ActionBar>
            )}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}

/** One line of the application on the kit's Field: the label, the control, the contract's check. */
function TextField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: ReactNode;
  multiline?: boolean;
  inputMode?: 'tel';
  autoComplete?: string;
}) {
  const { label, value, onChange, error, multiline, ...rest } = props;
  return (
    <Field label={label} error={error}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            value={value}
            rows={4}
            onChange={(e) => onChange(e.target.value)}
            maxLength={REP_REASON_MAX}
          />
        ) : (
          <input {...control} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
        )
      }
    </Field>
  );
}

function ApplicationStatus({ a }: { a: RepApplication }) {
  const sent = formatDateTime(a.createdAt);
  return (
    <section className="y-card y-col y-gap-2" data-testid="rep-status" data-status={a.status}>
      <h3 className="y-m0 y-lg">
        <Trans>我的申请</Trans>
      </h3>
      <p
        className={cx('y-m0 y-sm', a.status !== 'refused' ? 'y-card-brand' : 'y-badge-muted', s.badge)}
        data-ok={a.status !== 'refused' || undefined}
      >
        {a.status === 'pending' ? (
          <Trans>审核中</Trans>
        ) : a.status === 'accepted' ? (
          <Trans>已通过，欢迎成为学员代表</Trans>
        ) : (
          <Trans>未通过</Trans>
        )}
      </p>
      {a.status === 'refused' && a.refusal && (
        <p className={cx('y-m0 y-md', s.text)}>
          <Trans>原因：{a.refusal}</Trans>
        </p>
      )}
      <p className="y-m0 y-sm y-muted">
        <Trans>
          {a.name} · {a.city} · 提交于 {sent}
        </Trans>
      </p>
    </section>
  );
}
