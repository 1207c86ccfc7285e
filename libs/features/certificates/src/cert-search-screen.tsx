import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiBusinessError } from '@yoga/api';
import type { Certificate, CertSearchRequest } from '@yoga/contract';
import { CERT_CODES, CERT_NO_PATTERN, normaliseCertNo } from '@yoga/contract/codes';
import { formatDateTime, formatTime } from '@yoga/format';
import { isResidentIdNumber, link, subApps } from '@yoga/platform';
import { PageShell, QueryState, StateView, useRouteQuery } from '@yoga/ui';
import { useCertSearch } from './api/search';
import { CertFacts, CertStateMark, StatusTag } from './status';
import './certificates.css';

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
      <div className="cc">
        <header className="cc-head">
          <h2 className="cc-title">
            <Trans>验证瑜伽教练证书</Trans>
          </h2>
          <p className="cc-lead">
            <Trans>输入持证人姓名和身份证号，或证书编号，查询证书真伪与状态。</Trans>
          </p>
        </header>
        <div className="cc-layout">
          <form className="cc-form" onSubmit={submit} noValidate aria-label={t`证书查询`}>
            <div className="cc-tabs" role="tablist">
              <button
                type="button"
                role="tab"
                aria-selected={mode === 'id'}
                className="cc-tab"
                onClick={() => switchTo('id')}
              >
                <Trans>姓名 + 身份证号</Trans>
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={mode === 'no'}
                className="cc-tab"
                onClick={() => switchTo('no')}
              >
                <Trans>证书编号</Trans>
              </button>
            </div>
            {mode === 'id' ? (
              <>
                <label className="cc-field">
                  <span>
                    <Trans>姓名</Trans>
                  </span>
                  <input
                    name="name"
                    autoComplete="name"
                    maxLength={32}
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                    aria-invalid={nameMissing}
                    placeholder={t`持证人姓名`}
                  />
                  {nameMissing && (
                    <em className="cc-err" role="alert">
                      <Trans>请输入姓名</Trans>
                    </em>
                  )}
                </label>
                <label className="cc-field">
                  <span>
                    <Trans>身份证号</Trans>
                  </span>
                  <input
                    name="idNumber"
                    inputMode="text"
                    autoComplete="off"
                    maxLength={18}
                    value={idNumber}
                    onChange={(e) => setIdNumber(e.target.value)}
                    aria-invalid={idErr !== null}
                    placeholder={t`18 位身份证号`}
                  />
                  {idErr && (
                    <em className="cc-err" role="alert">
                      {idErr === 'empty' ? <Trans>请输入身份证号</Trans> : <Trans>身份证号格式不正确</Trans>}
                    </em>
                  )}
                </label>
              </>
            ) : (
              <label className="cc-field">
                <span>
                  <Trans>证书编号</Trans>
                </span>
                <input
                  name="no"
                  autoComplete="off"
                  maxLength={24}
                  value={no}
                  onChange={(e) => setNo(e.target.value)}
                  aria-invalid={noErr !== null}
                  placeholder={t`如 OM202600000101`}
                />
                {noErr && (
                  <em className="cc-err" role="alert">
                    {noErr === 'empty' ? (
                      <Trans>请输入证书编号</Trans>
                    ) : (
                      <Trans>证书编号为 2 位字母加 12 位数字</Trans>
                    )}
                  </em>
                )}
              </label>
            )}
            <button type="submit" className="y-btn cc-submit" disabled={search.isFetching}>
              {search.isFetching ? <Trans>查询中…</Trans> : <Trans>查询</Trans>}
            </button>
            <p className="cc-note">
              <Trans>仅显示证书公开信息，姓名已部分隐藏，身份证号不会显示。</Trans>
            </p>
          </form>
          <section className="cc-results" aria-live="polite" aria-label={t`查询结果`}>
            {by !== null && <Results search={search} />}
          </section>
        </div>
      </div>
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
        <ul className="cc-list" data-testid="cert-results">
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
    <li className="cc-item">
      <div className="cc-item-top">
        <strong className="cc-holder">{cert.holder}</strong>
        <StatusTag status={cert.status} expiresAt={cert.expiresAt} />
      </div>
      <p className="cc-level">{cert.level}</p>
      <CertFacts cert={cert} className="cc-facts" />
      <div className="cc-item-foot">
        <CertStateMark cert={cert} />
        {href && (
          <a className="cc-open" href={href}>
            <Trans>查看证书</Trans>
          </a>
        )}
      </div>
    </li>
  );
}
