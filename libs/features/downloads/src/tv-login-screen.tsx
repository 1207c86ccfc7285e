import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import { DOWNLOADS_CODES, TV_CODE_PATTERN } from '@yoga/contract/codes';
import { formatDateTime, useCountdown } from '@yoga/format';
import { loginPathFor } from '@yoga/session';
import {
  ActionBar,
  InfoRow,
  isSignedIn,
  PageShell,
  QueryState,
  StateView,
  useRouteQuery,
  useSubApp,
  cx,
} from '@yoga/ui';
import type { TvLogin } from '@yoga/contract';
import { useDecideTvLogin, useTvLogin } from './api/downloads-api';
import s from './downloads.module.css';

/** A code as typed under the TV's QR: upper case, without spaces; null when it cannot be a code. */
const codeOf = (raw: string | null) => {
  const code = (raw ?? '').replace(/\s+/g, '').toUpperCase();
  return TV_CODE_PATTERN.test(code) ? code : null;
};

const codeOfError = (e: unknown) => (e instanceof ApiBusinessError ? e.code : null);

/** Why a code cannot be used, in our own words, with what to do next. */
function CodeProblem({ code }: { code: number | null }) {
  if (code === DOWNLOADS_CODES.tvCodeExpired)
    return (
      <StateView
        illustration="expired"
        title={<Trans>登录码已过期</Trans>}
        description={<Trans>登录码 5 分钟内有效，请在电视上刷新二维码后重新扫码</Trans>}
      />
    );
  if (code === DOWNLOADS_CODES.tvCodeUsed)
    return (
      <StateView
        illustration="ended"
        title={<Trans>登录码已使用</Trans>}
        description={<Trans>每个登录码只能使用一次，如需再次登录，请在电视上重新获取</Trans>}
      />
    );
  return (
    <StateView
      illustration="not-found"
      title={<Trans>登录码无效</Trans>}
      description={<Trans>请用手机重新扫描电视上的二维码</Trans>}
    />
  );
}

function Pending({ tv, code }: { tv: TvLogin; code: string }) {
  const sub = useSubApp();
  const decide = useDecideTvLogin(sub.id, code);
  const left = useCountdown(tv.expiresAt);
  const refused = codeOfError(decide.error);
  if (refused !== null && refused !== undefined && Object.values(DOWNLOADS_CODES).includes(refused as never))
    return <CodeProblem code={refused} />;
  if (left.done) return <CodeProblem code={DOWNLOADS_CODES.tvCodeExpired} />;
  const when = formatDateTime(tv.requestedAt);
  const leftText = left.text;
  return (
    <section className={cx('y-col y-gap-3 y-center', s.dl)} data-testid="tv-pending">
      <h2 className="y-m0 y-xl y-break">
        <Trans>确认在电视上登录？</Trans>
      </h2>
      <ul className={cx('y-list', s.start)}>
        <InfoRow k={<Trans>设备</Trans>}>{tv.device.name}</InfoRow>
        <InfoRow k={<Trans>型号</Trans>}>{tv.device.model}</InfoRow>
        <InfoRow k={<Trans>位置</Trans>}>{tv.device.location}</InfoRow>
        <InfoRow k={<Trans>请求时间</Trans>}>{when}</InfoRow>
      </ul>
      <p className="y-m0 y-sm y-muted y-break" data-testid="tv-left">
        <Trans>登录码将在 {leftText} 后失效</Trans>
      </p>
      <p className="y-m0 y-sm y-muted y-break">
        <Trans>如果不是你本人操作，请点击「拒绝」</Trans>
      </p>
      {decide.isError && (
        <p className="y-m0 y-sm y-muted y-break" role="alert">
          <Trans>网络不太好，没有完成，请重试</Trans>
        </p>
      )}
      <ActionBar>
        <button
          type="button"
          className="y-btn y-btn-ghost"
          disabled={decide.isPending}
          onClick={() => decide.mutate('refuse')}
        >
          <Trans>拒绝</Trans>
        </button>
        <button
          type="button"
          className="y-btn"
          disabled={decide.isPending}
          onClick={() => decide.mutate('confirm')}
        >
          {decide.isPending ? <Trans>处理中…</Trans> : <Trans>确认登录</Trans>}
        </button>
      </ActionBar>
    </section>
  );
}

/** phala tv_login?code=: a TV asks to sign in as this student; the phone confirms or refuses it once. */
export default function TvLoginScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const location = useLocation();
  const code = codeOf(useRouteQuery('tv_login').code);
  const signedIn = isSignedIn(sub);
  const tv = useTvLogin(sub.id, code, signedIn);
  const problem = codeOfError(tv.error);
  let body;
  if (code === null) body = <CodeProblem code={DOWNLOADS_CODES.tvCodeNotFound} />;
  else if (!signedIn)
    body = (
      <StateView
        title={<Trans>请先登录</Trans>}
        description={<Trans>登录后即可确认电视登录</Trans>}
        action={
          <Link className="y-btn" to={loginPathFor(location)!}>
            <Trans>登录</Trans>
          </Link>
        }
      />
    );
  else if (problem !== null && Object.values(DOWNLOADS_CODES).includes(problem as never))
    body = <CodeProblem code={problem} />;
  else
    body = (
      <QueryState query={tv} skeleton="detail" errorMessage={t`加载失败，请重试`}>
        {(it) =>
          it.state === 'pending' ? (
            <Pending tv={it} code={it.code} />
          ) : it.state === 'confirmed' ? (
            <StateView
              illustration="empty"
              title={<Trans>电视已登录</Trans>}
              description={<Trans>现在可以在电视上开始练习了</Trans>}
            />
          ) : (
            <StateView
              illustration="ended"
              title={<Trans>已拒绝登录</Trans>}
              description={<Trans>电视不会登录你的账号</Trans>}
            />
          )
        }
      </QueryState>
    );
  return <PageShell>{body}</PageShell>;
}
