import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import type { Certificate, CertSearchRequest } from '@yoga/contract';
import { CERT_CODES, CERT_NO_PATTERN, normaliseCertNo } from '@yoga/contract/codes';
import { formatDateTime, formatTime } from '@yoga/format';
import { isResidentIdNumber, link, subApps } from '@yoga/platform';
import {
  Card,
  cx,
  Field,
  Page,
  PageShell,
  QueryState,
  StateView,
  SubmitButton,
  useRouteQuery,
} from '@yoga/ui';
import { useCertSearch } from './api/search';
import { CertFacts, CertStateMark, facts, StatusTag } from './status';
import css from './certificates.module.css';

type Mode = 'id' | 'no';

/** What is wrong with an ID number as typed: nothing while it is still being typed and could be right. */
function idProblem(raw: string, submitted: boolean): 'empty' | 'format' | null {
  const v = raw.trim().toUpperCase();
  if (v === '') return submitted ? 'empty' : null;
  if (!/^\d{0,17}[\dX]?$/.test(v)) return 'format';
  if (v.length < 18) return submitted ? 'format' : null;
  return isResidentIdNumber(v) ? null : 'format';
}

function noProblem(raw: string, submitted: boolean): 'empty' | 'format' | null {
  const v = normaliseCertNo(raw);
  if (v === '') return submitted ? 'empty' : null;
  if (!/^[A-Z]{0,2}\d{0,12}$/.test(v) || (v.length > 2 && !/^[A-Z]{2}/.test(v))) return 'format';
  if (v.length < 14) return submitted ? 'format' : null;
  return CERT_NO_PATTERN.test(v) ? null : 'format';
}

/** The certificate's own page, in its issuing brand's student app (another build: a full page load). */
const certHref = (c: Certificate) => {
  const sub = subApps.find((s) => s.id === c.subApp);
  return sub ? link(sub, 'cert/:certId', { certId: c.id }) : null;
};

/**
 * /cc: public certificate search, by holder name and ID number together (a name alone lists nothing)
 * or by certificate number (the QR on a certificate opens this with ?no= filled in and searched).
 * Input is checked as typed; the stand-in limits searches per client and per query.
 */
export default function CertSearchScreen() {
  const { t } = useLingui();
  const askedNo = useRouteQuery('').no?.trim() ?? '';
  const [mode, setMode] = useState<Mode>(askedNo ? 'no' : 'id');
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [no, setNo] = useState(askedNo);
  const [tried, setTried] = useState(false);
  const fromLink = normaliseCertNo(askedNo);
  const [by, setBy] = useState<CertSearchRequest | null>(
    CERT_NO_PATTERN.test(fromLink) ? { no: fromLink } : null,
  );
  const search = useCertSearch(by);

  const nameMissing = tried && name.trim() === '';
  const idErr = idProblem(idNumber, tried);
  const noErr = noProblem(no, tried);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (mode === 'id') {
      if (name.trim() === '' || idProblem(idNumber, true)) return;
      setBy({ name: name.trim(), idNumber: idNumber.trim().toUpperCase() });
    } else {
      if (noProblem(no, true)) return;
      setBy({ no: normaliseCertNo(no) });
    }
  };
  const switchTo = (m: Mode) => {
    setMode(m);
    setTried(false);
  };

  return (
    <PageShell back={false}>
      <Page>
        <header>
          <h2 className="y-m0 y-2xl">
            <Trans>验证瑜伽教练证书</Trans>
          </h2>
          <p className="y-m0 y-mt-1 y-muted y-sm">
            <Trans>输入持证人姓名和身份证号，或证书编号，查询证书真伪与状态。</Trans>
          </p>
        </header>
        <div className={cx('y-col y-gap-4', css.layout)}>
          <form
            className={cx('y-card y-col y-gap-3', css.form)}
            onSubmit={submit}
            noValidate
            aria-label={t`证书查询`}
          >
            <div className="y-segmented" role="tablist">
              <button type="button" role="tab" aria-selected={mode === 'id'} onClick={() => switchTo('id')}>
                <Trans>姓名 + 身份证号</Trans>
              </button>
              <button type="button" role="tab" aria-selected={mode === 'no'} onClick={() => switchTo('no')}>
                <Trans>证书编号</Trans>
              </button>
            </div>
            {mode === 'id' ? (
              <>
                <Field label={<Trans>姓名</Trans>} error={nameMissing && <Trans>请输入姓名</Trans>}>
                  {(c) => (
                    <input
                      {...c}
                      name="name"
                      autoComplete="name"
                      maxLength={32}
                      value={name}
                      onChange={(e) => setName(e.target.value)}
                      placeholder={t`持证人姓名`}
                    />
                  )}
                </Field>
                <Field
                  label={<Trans>身份证号</Trans>}
                  error={
                    idErr &&
                    (idErr === 'empty' ? <Trans>请输入身份证号</Trans> : <Trans>身份证号格式不正确</Trans>)
                  }
                >
                  {(c) => (
                    <input
                      {...c}
                      name="idNumber"
                      inputMode="text"
                      autoComplete="off"
                      maxLength={18}
                      value={idNumber}
                      onChange={(e) => setIdNumber(e.target.value)}
                      placeholder={t`18 位身份证号`}
                    />
                  )}
                </Field>
              </>
            ) : (
              <Field
                label={<Trans>证书编号</Trans>}
                error={
                  noErr &&
                  (noErr === 'empty' ? (
                    <Trans>请输入证书编号</Trans>
                  ) : (
                    <Trans>证书编号为 2 位字母加 12 位数字</Trans>
                  ))
                }
              >
                {(c) => (
                  <input
                    {...c}
                    name="no"
                    autoComplete="off"
                    maxLength={24}
                    value={no}
                    onChange={(e) => setNo(e.target.value)}
                    placeholder={t`如 OM202600000101`}
                  />
                )}
              </Field>
            )}
            <SubmitButton pending={search.isFetching} pendingLabel={<Trans>查询中…</Trans>}>
              <Trans>查询</Trans>
            </SubmitButton>
            <p className="y-m0 y-mt-1 y-muted y-sm">
              <Trans>仅显示证书公开信息，姓名已部分隐藏，身份证号不会显示。</Trans>
            </p>
          </form>
          <section className={cx('y-min0', css.results)} aria-live="polite" aria-label={t`查询结果`}>
            {by !== null && <Results search={search} />}
          </section>
        </div>
      </Page>
    </PageShell>
  );
}

function Results({ search }: { search: ReturnType<typeof useCertSearch> }) {
  const err = search.error;
  if (err instanceof ApiBusinessError && err.code === CERT_CODES.tooManySearches) {
    const at = Date.parse(String((err.data as { retryAt?: unknown } | null)?.retryAt ?? ''));
    const when = Number.isNaN(at)
      ? null
      : at - Date.now() < 20 * 3600_000
        ? formatTime(at)
        : formatDateTime(at);
    return (
      <StateView
        illustration="error"
        title={<Trans>查询过于频繁</Trans>}
        description={when ? <Trans>请在 {when} 后再试</Trans> : <Trans>请稍后再试</Trans>}
      />
    );
  }
  return (
    <QueryState
      query={search}
      skeleton="cards"
      empty={
        <StateView
          title={<Trans>未查询到证书</Trans>}
          description={<Trans>请核对姓名、身份证号或证书编号后重试</Trans>}
        />
      }
      isEmpty={(r) => r.list.length === 0}
    >
      {(r) => (
        <ul className={cx('y-plain y-col y-gap-3', css.list)} data-testid="cert-results">
          {r.list.map((c) => (
            <ResultCard key={c.id} cert={c} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function ResultCard({ cert }: { cert: Certificate }) {
  const href = certHref(cert);
  return (
    <Card as="li" className="y-outline">
      <div className="y-row y-between y-gap-2">
        <strong className="y-xl">{cert.holder}</strong>
        <StatusTag status={cert.status} expiresAt={cert.expiresAt} />
      </div>
      <p className="y-m0 y-mt-1 y-mb-2 y-muted">{cert.level}</p>
      <CertFacts cert={cert} className={facts} />
      <div className="y-row y-between y-gap-2">
        <CertStateMark cert={cert} />
        {href && (
          <a className={cx('y-row y-bold', css.open)} href={href}>
            <Trans>查看证书</Trans>
          </a>
        )}
      </div>
    </Card>
  );
}
