import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  chatLoginRoutes,
  currentHostEnv,
  detectHost,
  navigateAcrossApps,
  appForPath,
  checkPhone,
  loadPhoneRules,
  phoneProblem,
  type PhoneProblem,
} from '@yoga/platform';
import { safeReturnPath, writeToken, defaultStore } from '@yoga/session';
import { PageShell, confirmDialog, showToast, useRouteQuery, useSessionDraft, useSubApp } from '@yoga/ui';
// Plain calls, not useMutation: the screen tracks its own busy state, and the first load stays lighter.
import { login } from './api/login';
import { sendSmsCode } from './api/send-sms-code';
import { DEFAULT_AREA, type Area } from './area';
import { AreaChooser } from './area-chooser';
import { loginDraftKey, parseLoginDraft, type LoginDraft } from './draft';
import { LoginHeading } from './login-heading';
import { TermsCheck } from './terms-check';
import { useResendCountdown } from './use-resend-countdown';
import { useOnePress } from './use-one-press';
import s from './login.module.css';

// Only the chat platform's own browser shows it.
const ChatLoginButton = lazy(() =>
  import('./chat-login-button').then((m) => ({ default: m.ChatLoginButton })),
);

const digits = (phone: string) => phone.replace(/[\s-]/g, '');

/** Phone and SMS-code sign-in for whichever sub-app's login route this is (student or coach). */
export default function LoginScreen() {
  const { t } = useLingui();
  const loc = useLocation();
  const navigate = useNavigate();
  const subApp = useSubApp();
  const [draft, saveDraft, clearDraft] = useSessionDraft<LoginDraft | null>(
    loginDraftKey(subApp.id),
    () => null,
    {
      parse: parseLoginDraft,
      keep: 'session',
      empty: (d) => d === null,
    },
  );
  const [area, setArea] = useState<Area>(() => (draft ? { iso: draft.iso, code: draft.code } : DEFAULT_AREA));
  const [phone, setPhone] = useState(draft?.phone ?? '');
  const [agreed, setAgreed] = useState(draft?.agreed ?? false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: PhoneProblem; code?: boolean }>({});
  const [busy, guarded] = useOnePress<'send' | 'login'>();
  const codeInput = useRef<HTMLInputElement>(null);
  const [sentOnce, setSentOnce] = useState(false);
  const [left, startCountdown] = useResendCountdown(`login_resend_${subApp.id}`);
  const query = useRouteQuery('login');
  const redirect = query.redirect;
  // A friend's share link (e.g. phala's invite-for-a-mat): the server counts a new account once.
  const invite = query.invite ?? undefined;
  const chatLogin = detectHost(currentHostEnv()) === 'chat-browser' ? chatLoginRoutes[subApp.id] : undefined;

  const keep = (next: Partial<LoginDraft>) => saveDraft({ ...area, phone, agreed, ...next });
  const tick = (v: boolean) => (setAgreed(v), keep({ agreed: v }));
  // After a first error the message follows the input, so it goes as soon as the number is right.
  const recheck = (p: string, a: Area) =>
    errors.phone && setErrors((e) => ({ ...e, phone: phoneProblem(p, a.iso) }));

  /** Unticked terms: ask once, in a dialog, whether to agree and go on with what was pressed. */
  const agree = async () => {
    if (agreed) return true;
    const ok = await confirmDialog({
      title: t`请阅读并同意条款`,
      message: t`继续前，请阅读并同意《用户协议》和《隐私政策》。`,
      ok: t`同意并继续`,
      cancel: t`不同意`,
    });
    if (ok) tick(true);
    return ok;
  };

  const onSend = guarded('send', async () => {
    if (left > 0) return;
    const problem = await checkPhone(phone, area.iso);
    setErrors({ phone: problem });
    if (problem || !(await agree())) return;
    const r = await sendSmsCode({ subApp: subApp.id, areaCode: area.code, phone: digits(phone) });
    setSentOnce(true);
    startCountdown(r.resendAfter || 60);
    codeInput.current?.focus();
    void showToast(t`验证码已发送`);
  });

  const onLogin = guarded('login', async () => {
    const next = { phone: await checkPhone(phone, area.iso), code: !code.trim() };
    setErrors(next);
    if (next.phone || next.code || !(await agree())) return;
    const { token } = await login({
      subApp: subApp.id,
      areaCode: area.code,
      phone: digits(phone),
      code: code.trim(),
      invite,
    });
    writeToken(subApp, token, defaultStore());
    clearDraft();
    void showToast(t`登录成功`, { icon: 'success' });
    const to = safeReturnPath(redirect, subApp, location.origin);
    navigateAcrossApps(to, appForPath(loc.pathname), (p, o) => navigate(p, o), { replace: true });
  });

  const sendLabel = left > 0 ? t`${left}秒后重发` : sentOnce ? t`重新发送` : t`获取验证码`;
  const phoneMessage =
    errors.phone === 'empty' ? t`请输入手机号` : errors.phone ? t`请输入正确的手机号` : null;
  return (
    <PageShell>
      <form
        className={`y-col y-gap-3 ${s.form}`}
        onSubmit={(e) => (e.preventDefault(), void onLogin())}
        noValidate
      >
        <LoginHeading subApp={subApp} />
        <p className="y-m0 y-mb-2 y-muted y-sm">
          <Trans>未注册的手机号验证后将自动创建账号</Trans>
        </p>
        <div className={`y-row y-gap-2 y-surface y-rounded ${s.field}`}>
          <AreaChooser area={area} onPick={(a) => (setArea(a), keep(a), recheck(phone, a))} />
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t`手机号`}
            aria-label={t`手机号`}
            aria-invalid={!!phoneMessage}
            aria-describedby={phoneMessage ? 'lg-phone-error' : undefined}
            value={phone}
            maxLength={20}
            onFocus={() => void loadPhoneRules()}
            onChange={(e) => (
              setPhone(e.target.value),
              keep({ phone: e.target.value }),
              recheck(e.target.value, area)
            )}
          />
        </div>
        {phoneMessage && (
          <p className={`y-text-danger y-sm ${s.error}`} id="lg-phone-error" role="alert">
            {phoneMessage}
          </p>
        )}
        <div className={`y-row y-gap-2 y-surface y-rounded ${s.field}`}>
          <input
            ref={codeInput}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t`验证码`}
            aria-label={t`验证码`}
            aria-invalid={!!errors.code}
            value={code}
            maxLength={8}
            onChange={(e) => (
              setCode(e.target.value),
              errors.code && setErrors((x) => ({ ...x, code: !e.target.value.trim() }))
            )}
          />
          <button
            type="button"
            className={s.send}
            onClick={() => void onSend()}
            disabled={left > 0 || busy === 'send'}
          >
            {sendLabel}
          </button>
        </div>
        {errors.code && (
          <p className={`y-text-danger y-sm ${s.error}`} role="alert">
            <Trans>请输入验证码</Trans>
          </p>
        )}
        <TermsCheck subApp={subApp} checked={agreed} onChange={tick} />
        <button type="submit" className={`y-btn y-btn-block y-mt-1 ${s.submit}`} disabled={busy === 'login'}>
          {busy === 'login' ? <Trans>登录中…</Trans> : <Trans>快捷登录</Trans>}
        </button>
        {chatLogin && (
          <Suspense fallback={null}>
            <ChatLoginButton href={`${chatLogin}?redirect=${encodeURIComponent(redirect ?? '')}`} />
          </Suspense>
        )}
      </form>
    </PageShell>
  );
}
