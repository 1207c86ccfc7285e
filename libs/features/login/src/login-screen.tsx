import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { chatLoginRoutes, currentHostEnv, detectHost, detectSubApp, navigateAcrossApps, appForPath } from '@yoga/platform';
import { safeReturnPath, writeToken, defaultStore } from '@yoga/session';
import { PageShell, showToast } from '@yoga/ui';
import { useLogin } from './api/login';
import { useSendSmsCode } from './api/send-sms-code';
import { AreaCodePicker } from './area-code-picker';
import { areaCodes, DEFAULT_AREA } from './area-codes';
import { clearDraft, readDraft, saveDraft } from './draft';
import { useCountdown } from './use-countdown';
import './login.css';

/** Phone and SMS-code sign-in for whichever sub-app's login route this is (student or coach). */
export default function LoginScreen() {
  const { t } = useLingui();
  const loc = useLocation();
  const navigate = useNavigate();
  const subApp = detectSubApp(loc.pathname)!;
  const draft = readDraft(subApp.id);
  const [area, setArea] = useState(() => areaCodes.find((a) => a.iso === draft?.iso) ?? DEFAULT_AREA);
  const [phone, setPhone] = useState(draft?.phone ?? '');
  const [code, setCode] = useState('');
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [sentOnce, setSentOnce] = useState(false);
  const [left, startCountdown] = useCountdown(`login_resend_${subApp.id}`);
  const send = useSendSmsCode();
  const login = useLogin();
  const redirect = new URLSearchParams(loc.search).get('redirect');
  const chatLogin = detectHost(currentHostEnv()) === 'chat-browser' ? chatLoginRoutes[subApp.id] : undefined;

  const keep = (next: { iso?: string; phone?: string }) => saveDraft(subApp.id, { iso: area.iso, phone, ...next });
  const phoneError = () => (phone.trim() ? undefined : t`请输入手机号`);

  const onSend = () => {
    const problem = phoneError();
    setErrors({ phone: problem });
    if (problem || left > 0 || send.isPending) return;
    send.mutate(
      { subApp: subApp.id, areaCode: area.code, phone: phone.trim() },
      {
        onSuccess: (r) => {
          setSentOnce(true);
          startCountdown(r.resendAfter || 60);
          void showToast(t`验证码已发送`);
        },
      },
    );
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = { phone: phoneError(), code: code.trim() ? undefined : t`请输入验证码` };
    setErrors(next);
    if (next.phone || next.code || login.isPending) return;
    login.mutate(
      { subApp: subApp.id, areaCode: area.code, phone: phone.trim(), code: code.trim() },
      {
        onSuccess: ({ token }) => {
          writeToken(subApp, token, defaultStore());
          clearDraft(subApp.id);
          void showToast(t`登录成功`, { icon: 'success' });
          const to = safeReturnPath(redirect, subApp, location.origin);
          navigateAcrossApps(to, appForPath(loc.pathname), (p, o) => navigate(p, o), { replace: true });
        },
      },
    );
  };

  const sendLabel = left > 0 ? t`${left}秒后重发` : sentOnce ? t`重新发送` : t`获取验证码`;
  return (
    <PageShell>
      <form className="lg" onSubmit={onSubmit} noValidate>
        <h2 className="lg-hello">{subApp.role === 'teacher' ? <Trans>欢迎回来，教练</Trans> : <Trans>欢迎来到瑜伽课堂</Trans>}</h2>
        <p className="lg-sub">
          <Trans>未注册的手机号验证后将自动创建账号</Trans>
        </p>
        <div className="lg-field">
          <button type="button" className="lg-area" onClick={() => setPicking(true)} aria-label={t`选择区号`}>
            +{area.code} ▾
          </button>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t`请输入手机号`}
            aria-label={t`手机号`}
            value={phone}
            maxLength={20}
            onChange={(e) => (setPhone(e.target.value), keep({ phone: e.target.value }))}
          />
        </div>
        {errors.phone && <p className="lg-error" role="alert">{errors.phone}</p>}
        <div className="lg-field">
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t`请输入验证码`}
            aria-label={t`验证码`}
            value={code}
            maxLength={8}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="button" className="lg-send" onClick={onSend} disabled={left > 0 || send.isPending}>
            {sendLabel}
          </button>
        </div>
        {errors.code && <p className="lg-error" role="alert">{errors.code}</p>}
        <button type="submit" className="y-btn lg-submit" disabled={login.isPending}>
          {login.isPending ? <Trans>登录中…</Trans> : <Trans>快捷登录</Trans>}
        </button>
        {chatLogin && (
          <a className="y-btn y-btn-ghost lg-submit" href={`${chatLogin}?redirect=${encodeURIComponent(redirect ?? '')}`}>
            <Trans>微信登录</Trans>
          </a>
        )}
        <p className="lg-terms">
          <Trans>登录即表示您同意用户协议和隐私政策</Trans>
        </p>
      </form>
      <AreaCodePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(a) => (setArea(a), keep({ iso: a.iso }), setPicking(false))}
      />
    </PageShell>
  );
}
