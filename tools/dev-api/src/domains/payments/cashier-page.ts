import type { Order } from '@yoga/contract';
import { htmlPage } from '../../html-page';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const words = {
  zh: {
    title: '收银台',
    pay: '确认支付',
    fail: '模拟支付失败',
    cancel: '取消支付',
    failed: '支付失败，订单未扣款',
    closed: '订单不可支付',
    back: '返回商户',
  },
  en: {
    title: 'Cashier',
    pay: 'Pay now',
    fail: 'Simulate failure',
    cancel: 'Cancel',
    failed: 'Payment failed; nothing was charged',
    closed: 'This order cannot be paid',
    back: 'Back to the shop',
  },
};
export type CashierLang = keyof typeof words;
const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * The provider's H5 cashier. The page script (served from this origin: the gateway's CSP allows no
 * inline script) posts the notification with this page's one transaction id, so a double tap pays once.
 */
export function cashierPage(order: Order, returnTo: string, txn: string, lang: CashierLang): string {
  const w = words[lang];
  if (order.state !== 'pending')
    return htmlPage(
      w.title,
      `<h2>${w.closed}</h2><p>${escape(order.orderNo)}</p><p><a href="${escape(returnTo)}">${w.back}</a></p>`,
    );
  const btn =
    'display:block;width:100%;max-width:320px;margin:12px auto;padding:12px;font-size:16px;border-radius:8px';
  return htmlPage(
    w.title,
    `<main id="cashier" data-order-no="${escape(order.orderNo)}" data-txn="${escape(txn)}" data-return="${escape(returnTo)}">` +
      `<p>${escape(order.title)}</p><h1 id="amount">¥${yuan(order.amount)}</h1>` +
      `<p id="result" role="alert" style="color:#b3261e"></p>` +
      `<button type="button" data-act="pay" disabled style="${btn};background:#07c160;color:#fff;border:0">${w.pay}</button>` +
      `<button type="button" data-act="fail" disabled data-text="${escape(w.failed)}" style="${btn}">${w.fail}</button>` +
      `<a href="${escape(returnTo)}" style="${btn};box-sizing:border-box">${w.cancel}</a></main>` +
      `<script src="/__dev/pay/cashier.js"></script>`,
  );
}

export const refusedCashier = (message: string) => htmlPage('收银台', `<p>${escape(message)}</p>`);

// The buttons start disabled and this script enables them once it listens: a tap (or a test's click)
// before it had loaded did nothing, and the journey waited at the cashier for ever.
export const cashierScript = `document.querySelectorAll('#cashier button').forEach((x) => (x.disabled = false));
document.addEventListener('click', async (e) => {
  const b = e.target.closest('button[data-act]');
  if (!b) return;
  const d = document.getElementById('cashier').dataset;
  const result = document.getElementById('result');
  if (b.dataset.act === 'fail') { result.textContent = b.dataset.text; return; }
  document.querySelectorAll('button').forEach((x) => (x.disabled = true));
  try {
    const r = await fetch('/__dev/pay/notify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderNo: d.orderNo, txn: d.txn }) });
    const j = await r.json();
    if (j.state === 1) return location.replace(d.return);
    result.textContent = j.msg;
  } catch (err) { result.textContent = String(err); }
  document.querySelectorAll('button').forEach((x) => (x.disabled = false));
});`;
