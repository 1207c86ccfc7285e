import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { BusinessCourse, HandbookEdition } from '@yoga/contract';
import {
  HANDBOOK_BUYER_NAME_MAX,
  HANDBOOK_BUYER_NAME_MIN,
  HANDBOOK_BUYER_PHONE_PATTERN,
  textLength,
} from '@yoga/contract/codes';
import { formatMoney, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import {
  ActionBar,
  Field,
  PageShell,
  QueryState,
  SubmitButton,
  cx,
  isSignedIn,
  useRouteQuery,
  useSessionDraft,
  useSubApp,
} from '@yoga/ui';
import { useBusinessCourse } from './api/course';
import { useOrderHandbooks } from './api/handbook-orders';
import s from './slim-business.module.css';

/** What the buyer typed on create_number, for this course and edition. */
interface BuyDraft {
  courseId: number;
  handbookId: number;
  quantity: number;
  name: string;
  phone: string;
}

const DRAFT_KEY = 'slim_business_buy_draft';

/** The draft of this course and edition, or null (none, another one's, or a value we cannot read). */
function parseDraft(raw: unknown, courseId: number, handbookId: number): BuyDraft | null {
  const d = raw as Partial<BuyDraft> | null;
  if (!d || d.courseId !== courseId || d.handbookId !== handbookId) return null;
  return {
    courseId,
    handbookId,
    quantity: Number.isInteger(d.quantity) ? d.quantity! : 1,
    name: typeof d.name === 'string' ? d.name : '',
    phone: typeof d.phone === 'string' ? d.phone : '',
  };
}

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
  // Kept for the tab through a reload and the trip to the login page; another course's is not ours.
  const [draft, setDraft, clearDraft] = useSessionDraft<BuyDraft>(
    DRAFT_KEY,
    () => ({ courseId: course.id, handbookId: edition.id, quantity: edition.min, name: '', phone: '' }),
    { keep: 'session', parse: (raw) => parseDraft(raw, course.id, edition.id) },
  );
  const { quantity, name, phone } = draft;
  const set = (change: Partial<BuyDraft>) => setDraft((d) => ({ ...d, ...change }));
  const [tried, setTried] = useState(false);
  const order = useOrderHandbooks(sub.id);
  const sending = useRef(false);

  const max = Math.min(edition.max, edition.left);
  const qty = Math.max(edition.min, Math.min(quantity, max));
  const nameLength = textLength(name);
  const [nameMin, nameMax] = [HANDBOOK_BUYER_NAME_MIN, HANDBOOK_BUYER_NAME_MAX];
  const nameOk = nameLength >= nameMin && nameLength <= nameMax;
  const phoneOk = HANDBOOK_BUYER_PHONE_PATTERN.test(phone);
  const blocker =
    max < edition.min
      ? t`该版本已售罄`
      : !nameOk
        ? t`请填写购买人姓名（${nameMin}–${nameMax} 字）`
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
    <form className="y-stack" onSubmit={(e) => (e.preventDefault(), void submit())} noValidate>
      <section className="y-card y-col y-gap-2">
        <h2 className={cx('y-m0 y-lg', s.title)}>{course.title}</h2>
        <p className="y-m0 y-sm y-muted">
          {edition.title} · {formatMoney(edition.price)}
        </p>
      </section>
      <section className="y-card y-col y-gap-2">
        <p className="y-field-label y-m0" id="sb-qty-label">
          <Trans>购买数量</Trans>
        </p>
        <div className={cx('y-row y-gap-3', s.stepper)} role="group" aria-labelledby="sb-qty-label">
          <button
            type="button"
            className="y-surface y-rounded-sm"
            aria-label={t`减少`}
            disabled={qty <= edition.min}
            onClick={() => set({ quantity: qty - 1 })}
          >
            −
          </button>
          <output className="y-center y-xl y-bold" data-testid="quantity" aria-live="polite">
            {qty}
          </output>
          <button
            type="button"
            className="y-surface y-rounded-sm"
            aria-label={t`增加`}
            disabled={qty >= max}
            onClick={() => set({ quantity: qty + 1 })}
          >
            +
          </button>
        </div>
        <p className="y-m0 y-sm y-muted">
          <Trans>
            每单 {edition.min}–{edition.max} 本，剩余 {edition.left} 本
          </Trans>
        </p>
        <Field label={<Trans>购买人姓名</Trans>}>
          {(c) => (
            <input
              {...c}
              value={name}
              autoComplete="name"
              maxLength={40}
              aria-invalid={tried && !nameOk}
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </Field>
        <Field label={<Trans>联系电话</Trans>}>
          {(c) => (
            <input
              {...c}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={11}
              value={phone}
              aria-invalid={tried && !phoneOk}
              onChange={(e) => set({ phone: e.target.value.replace(/\D/g, '') })}
            />
          )}
        </Field>
      </section>
      <ActionBar
        stacked
        start={
          <p className={cx('y-wrap y-between y-m0', s.total)}>
            <span aria-live="polite" className="y-sm y-text-danger">
              {tried ? blocker : null}
            </span>
            <span>
              <Trans>合计</Trans> <strong data-testid="total">{formatMoney(edition.price * qty)}</strong>
            </span>
          </p>
        }
      >
        <SubmitButton pending={order.isPending} pendingLabel={<Trans>正在下单…</Trans>}>
          <Trans>提交订单</Trans>
        </SubmitButton>
      </ActionBar>
    </form>
  );
}
