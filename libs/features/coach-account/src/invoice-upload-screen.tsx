import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { CoachPayout, InvoiceFile, InvoiceRefusal } from '@yoga/contract';
import { COACH_ACCOUNT_CODES, INVOICE_FILE_MAX_BYTES, TAX_NUMBER_PATTERN } from '@yoga/contract/codes';
import { formatMoney, parseYuan } from '@yoga/format';
import { link } from '@yoga/platform';
import {
  ActionBar,
  EmptyState,
  Field,
  FieldError,
  InfoRow,
  PageShell,
  QueryState,
  showToast,
  SubmitButton,
  useRouteQuery,
  useSubApp,
  cx,
} from '@yoga/ui';
import { uploadInvoiceFile, usePayouts, useSubmitInvoice } from './api/invoices';
import { CopyField } from './copy';
import { Period } from './period';
import s from './coach-account.module.css';

type InvoiceField = InvoiceRefusal['field'];
/** The invoice's amount as typed (386, 386.5, ¥3860.00) in fen; null unless it is a positive amount. */
export function invoiceFen(text: string): number | null {
  const typed = parseYuan(text);
  return 'fen' in typed && typed.fen > 0 ? typed.fen : null;
}

/** An invoice for a payout: pick the payout, upload the PDF or photo, type what it says, submit. */
export default function InvoiceUploadScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const payouts = usePayouts(sub.id);
  const asked = Number(useRouteQuery('invoice_upload').payoutId ?? '');
  return (
    <PageShell>
      <QueryState
        query={payouts}
        skeleton="form"
        errorMessage={t`结算信息加载失败，请重试`}
        isEmpty={(d) => !d.list.some((p) => p.invoiceState === 'needed')}
        empty={
          <EmptyState
            title={
              // A coach with no payout yet (new, or not yet approved) has nothing to invoice: saying
              // "all invoiced" would claim a history they do not have.
              payouts.data?.list.length === 0 ? (
                <Trans>还没有结算</Trans>
              ) : (
                <Trans>所有结算都已上传发票</Trans>
              )
            }
            action={
              <Link className="y-btn" to={link(sub, 'invoice_upload/record')}>
                <Trans>查看发票记录</Trans>
              </Link>
            }
          />
        }
      >
        {(d) => <InvoiceForm payouts={d.list.filter((p) => p.invoiceState === 'needed')} asked={asked} />}
      </QueryState>
    </PageShell>
  );
}

type FileState =
  | { status: 'none' }
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'done'; file: InvoiceFile }
  | { status: 'failed'; name: string; message: string };

function InvoiceForm({ payouts, asked }: { payouts: CoachPayout[]; asked: number }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const [payoutId, setPayoutId] = useState(() => payouts.find((p) => p.id === asked)?.id ?? payouts[0]!.id);
  const payout = payouts.find((p) => p.id === payoutId) ?? payouts[0]!;
  const [file, setFile] = useState<FileState>({ status: 'none' });
  const [amount, setAmount] = useState('');
  const [taxNumber, setTaxNumber] = useState('');
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<{ field: InvoiceField | null; message: string } | null>(null);
  const submit = useSubmitInvoice(sub.id);
  const sending = useRef(false);
  const abort = useRef<AbortController | null>(null);

  const pick = async (f: File | undefined) => {
    if (!f) return;
    abort.current?.abort();
    setRefused(null);
    if (f.size > INVOICE_FILE_MAX_BYTES || f.size === 0) {
      setFile({ status: 'failed', name: f.name, message: t`文件为空或超过 5 MB` });
      return;
    }
    const ctl = new AbortController();
    abort.current = ctl;
    setFile({ status: 'uploading', name: f.name, progress: 0 });
    try {
      const done = await uploadInvoiceFile(
        sub.id,
        f,
        (p) => setFile((f) => (f.status === 'uploading' ? { ...f, progress: p } : f)),
        ctl.signal,
      );
      setFile({ status: 'done', file: done });
    } catch (e) {
      if (ctl.signal.aborted) return;
      const message =
        e instanceof ApiBusinessError && e.serverMsg ? e.serverMsg : t`上传失败，请检查网络后重试`;
      setFile({ status: 'failed', name: f.name, message });
    }
  };

  const fen = invoiceFen(amount);
  const tax = taxNumber.trim().toUpperCase();
  const problems: Partial<Record<InvoiceField | 'file', string>> = {
    ...(file.status !== 'done' && {
      file: file.status === 'uploading' ? t`发票上传中，请稍候` : t`请上传发票的 PDF 或照片`,
    }),
    ...(fen === null && { amount: t`请输入发票金额，如 3860.00` }),
    ...(!TAX_NUMBER_PATTERN.test(tax) && { taxNumber: t`请输入发票上的税号（15、18 或 20 位）` }),
    ...(title.trim().length < 2 && { title: t`请输入发票抬头` }),
  };
  const blocked = Object.keys(problems).length > 0;
  const show = (f: InvoiceField | 'file') => (tried ? problems[f] : undefined);
  const serverSays = (f: InvoiceField) => (refused?.field === f ? refused.message : undefined);

  const send = async () => {
    setTried(true);
    if (blocked || sending.current || file.status !== 'done') return;
    sending.current = true;
    setRefused(null);
    try {
      await submit.mutateAsync({
        payoutId: payout.id,
        fileId: file.file.id,
        amount: fen!,
        taxNumber: tax,
        title: title.trim(),
      });
      void showToast(t`发票已提交，等待审核`, { icon: 'success' });
      navigate(link(sub, 'invoice_upload/record'), { replace: true });
    } catch (e) {
      if (e instanceof ApiBusinessError && e.code === 403) return;
      const field = (e instanceof ApiBusinessError && (e.data as InvoiceRefusal | null)?.field) || null;
      const message = e instanceof ApiBusinessError && e.serverMsg ? e.serverMsg : t`提交失败，请稍后重试`;
      setRefused({ field, message });
      if (e instanceof ApiBusinessError && e.code === COACH_ACCOUNT_CODES.invoiceFileUnknown)
        setFile({ status: 'none' });
    } finally {
      sending.current = false;
    }
  };

  const fieldError = (f: InvoiceField) => serverSays(f) ?? show(f);

  return (
    <form className="y-stack" onSubmit={(e) => (e.preventDefault(), void send())} noValidate>
      <div className="y-card y-section">
        <p className="y-section-title" id="ca-payout-label">
          <Trans>选择结算</Trans>
        </p>
        <div className="y-col y-gap-2" role="radiogroup" aria-labelledby="ca-payout-label">
          {payouts.map((p) => (
            <label
              key={p.id}
              className={cx('y-col y-gap-1 y-outline y-rounded-sm y-focus', s.choice)}
              data-on={p.id === payout.id || undefined}
            >
              <input
                className="y-hidden-input"
                type="radio"
                name="payout"
                value={p.id}
                checked={p.id === payout.id}
                onChange={() => (setPayoutId(p.id), setRefused(null))}
              />
              <span className={cx('y-row y-between y-wrap', s.split)}>
                <span>
                  <Period start={p.periodStart} end={p.periodEnd} />
                </span>
                <strong>{formatMoney(p.amount)}</strong>
              </span>
              {p.reason && (
                <span className="y-m0 y-mt-1 y-sm y-text-danger">
                  <Trans>上次被退回：{p.reason}</Trans>
                </span>
              )}
            </label>
          ))}
        </div>
      </div>

      <section className="y-card y-section" aria-labelledby="ca-payer">
        <h2 id="ca-payer" className="y-section-title">
          <Trans>开票信息</Trans>
        </h2>
        <ul className="y-list">
          <InfoRow k={<Trans>抬头</Trans>}>
            {payout.title} <CopyField value={payout.title} what={<Trans>抬头</Trans>} />
          </InfoRow>
          <InfoRow k={<Trans>税号</Trans>}>
            <span className={s.id}>{payout.taxNumber}</span>{' '}
            <CopyField value={payout.taxNumber} what={<Trans>税号</Trans>} />
          </InfoRow>
          <InfoRow k={<Trans>金额</Trans>}>{formatMoney(payout.amount)}</InfoRow>
        </ul>
        <p className="y-m0 y-mt-1 y-sm y-muted">
          <Trans>请按以上信息开具发票，金额、税号和抬头需与结算一致。</Trans>
        </p>
      </section>

      <section className="y-card y-section" aria-labelledby="ca-file-label">
        <h2 id="ca-file-label" className="y-section-title">
          <Trans>发票文件</Trans>
        </h2>
        <label className={`y-btn y-btn-ghost ${s.fileBtn}`}>
          <input
            className="y-vh"
            type="file"
            accept="application/pdf,.pdf,image/png,image/jpeg"
            data-testid="invoice-file"
            aria-describedby="ca-file-status"
            onChange={(e) => (void pick(e.target.files?.[0]), (e.target.value = ''))}
          />
          {file.status === 'none' ? <Trans>选择 PDF 或照片</Trans> : <Trans>重新选择</Trans>}
        </label>
        <div id="ca-file-status" className={s.file} aria-live="polite">
          {file.status === 'uploading' && (
            <p>
              <Trans>
                {file.name} 上传中 {Math.round(file.progress * 100)}%
              </Trans>
            </p>
          )}
          {file.status === 'done' && (
            <p className="y-text">
              {file.file.contentType === 'application/pdf' ? <Trans>PDF</Trans> : <Trans>照片</Trans>}
              {' · '}
              {file.file.name}
            </p>
          )}
          {file.status === 'failed' && (
            <FieldError>
              <span className="y-bold">{file.name}</span> {file.message}
            </FieldError>
          )}
          {file.status !== 'failed' && show('file') && <FieldError>{show('file')}</FieldError>}
        </div>
      </section>

      <section className="y-card y-section" aria-labelledby="ca-fields">
        <h2 id="ca-fields" className="y-section-title">
          <Trans>发票上的信息</Trans>
        </h2>
        <Field label={<Trans>金额（元）</Trans>} error={fieldError('amount')}>
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={amount}
              placeholder="0.00"
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </Field>
        <Field label={<Trans>税号</Trans>} error={fieldError('taxNumber')}>
          {(control) => (
            <input
              {...control}
              autoCapitalize="characters"
              value={taxNumber}
              maxLength={20}
              onChange={(e) => setTaxNumber(e.target.value)}
            />
          )}
        </Field>
        <Field label={<Trans>抬头</Trans>} error={fieldError('title')}>
          {(control) => (
            <input {...control} value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
          )}
        </Field>
      </section>

      <ActionBar
        stacked
        start={refused && refused.field === null ? <FieldError>{refused.message}</FieldError> : undefined}
      >
        <Link className="y-btn y-btn-ghost" to={link(sub, 'invoice_upload/record')}>
          <Trans>发票记录</Trans>
        </Link>
        <SubmitButton pending={submit.isPending} pendingLabel={<Trans>提交中…</Trans>}>
          <Trans>提交发票</Trans>
        </SubmitButton>
      </ActionBar>
    </form>
  );
}
