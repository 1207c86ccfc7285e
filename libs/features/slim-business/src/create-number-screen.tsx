import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { BusinessCourse, HandbookEdition } from '@yoga/contract';
import { HANDBOOK_BUYER_NAME_MAX, HANDBOOK_BUYER_PHONE_PATTERN, textLength } from '@yoga/contract/codes';
import { formatMoney, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import { ActionBar, PageShell, QueryState, isSignedIn, useRouteQuery, useSubApp } from '@yoga/ui';
import { useBusinessCourse } from './api/course';
import { useOrderHandbooks } from './api/handbook-orders';
import { clearDraft, readDraft, writeDraft } from './draft';
import './slim-business.css';

/** business/buy_course/create_number?courseId=&handbookId=: how many, who buys, then the cashier. */
export default function CreateNumberScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const query = useRouteQuery('business/buy_course/create_number');
  const courseId = parseId(query.courseId);
  const handbookId = parseId(query.handbookId);
  const q = useBusinessCourse(sub.id, courseId);
  const edition = q.data?.handbooks.find((h) => h.id === handbookId);
  return (
    <PageShell>
      <QueryState
        query={q}
        notFound={courseId === null || handbookId === null || (q.isSuccess && !edition)}
        notFoundTitle={<Trans>该练习手册不存在</Trans>}
        skeleton="form"
        errorMessage={t`手册加载失败，请重试`}
      >
        {(c) => <BuyForm course={c} edition={edition!} />}
      </QueryState>
    </PageShell>
  );
}

function BuyForm({ course, edition }: { course: BusinessCourse; edition: HandbookEdition }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = readDraft(course.id, edition.id);
  const [quantity, setQuantity] = useState(saved?.quantity ?? edition.min);
  const [name, setName] = useState(saved?.name ?? '');
  const [phone, setPhone] = useState(saved?.phone ?? '');
  const [tried, setTried] = useState(false);
  const order = useOrderHandbooks(sub.id);
  const sending = useRef(false);
  useEffect(() => {
    writeDraft({ courseId: course.id, handbookId: edition.id, quantity, name, phone });
  }, [course.id, edition.id, quantity, name, phone]);

  const max = Math.min(edition.max, edition.left);
  const qty = Math.max(edition.min, Math.min(quantity, max));
  const nameLength = textLength(name);
  const nameOk = nameLength >= 2 && nameLength <= HANDBOOK_BUYER_NAME_MAX;
  const phoneOk = HANDBOOK_BUYER_PHONE_PATTERN.test(phone);
  const blocker =
    max < edition.min
      ? t`该版本已售罄`
      : !nameOk
        ? t`请填写购买人姓名（2–20 字）`
        : !phoneOk
          ? t`请输入正确的手机号`
          : null;

  const submit = async () => {
    setTried(true);
    if (blocker || sending.current) return;
    if (!isSignedIn(sub)) return void navigate(loginPathFor(location)!);
    sending.current = true;
    try {
      const o = await order.mutateAsync({
        courseId: course.id,
        handbookId: edition.id,
        quantity: qty,
        buyerName: name.trim(),
        buyerPhone: phone,
      });
      clearDraft();
      navigate(link(sub, 'business/pay_info', { orderNo: o.orderNo }));
    } catch (e) {
      // A refusal (not enough left, limits) is said by the request layer in the server's words.
      if (!(e instanceof ApiBusinessError)) throw e;
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className="sb-page" onSubmit={(e) => (e.preventDefault(), void submit())} noValidate>
      <section className="sb-card">
        <h2 className="sb-title sb-title-small">{course.title}</h2>
        <p className="sb-muted">
          {edition.title} · {formatMoney(edition.price)}
        </p>
      </section>
      <section className="sb-card">
        <p className="sb-label" id="sb-qty-label">
          <Trans>购买数量</Trans>
        </p>
        <div className="sb-stepper" role="group" aria-labelledby="sb-qty-label">
          <button
            type="button"
            aria-label={t`减少`}
            disabled={qty <= edition.min}
            onClick={() => setQuantity(qty - 1)}
          >
            −
          </button>
          <output data-testid="quantity" aria-live="polite">
            {qty}
          </output>
          <button
            type="button"
            aria-label={t`增加`}
            disabled={qty >= max}
            onClick={() => setQuantity(qty + 1)}
          >
            +
          </button>
        </div>
        <p className="sb-muted">
          <Trans>
            每单 {edition.min}–{edition.max} 本，剩余 {edition.left} 本
          </Trans>
        </p>
        <label className="sb-label" htmlFor="sb-name">
          <Trans>购买人姓名</Trans>
        </label>
        <input
          id="sb-name"
          className="sb-input"
          value={name}
          autoComplete="name"
          maxLength={40}
          aria-invalid={tried && !nameOk}
          onChange={(e) => setName(e.target.value)}
        />
        <label className="sb-label" htmlFor="sb-phone">
          <Trans>联系电话</Trans>
        </label>
        <input
          id="sb-phone"
          className="sb-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          value={phone}
          aria-invalid={tried && !phoneOk}
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
        />
      </section>
      <ActionBar
        stacked
        start={
          <p className="sb-total">
            <span aria-live="polite" className="sb-blocker">
              {tried ? blocker : null}
            </span>
            <span>
              <Trans>合计</Trans> <strong data-testid="total">{formatMoney(edition.price * qty)}</strong>
            </span>
          </p>
        }
      >
        <button type="submit" className="y-btn" data-testid="submit" disabled={order.isPending}>
          {order.isPending ? <Trans>正在下单…</Trans> : <Trans>提交订单</Trans>}
        </button>
      </ActionBar>
    </form>
  );
}
