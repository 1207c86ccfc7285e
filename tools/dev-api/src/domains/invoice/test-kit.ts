import { invoiceableOrder, page } from '@yoga/contract';
import { devApi } from '../../test-helpers';

export const GOOD_CODE = '91350100M000100Y43';
export const H = (AUTHORIZE_TOKEN: string, lang = 'zh') => ({ AUTHORIZE_TOKEN, Language: lang });

/** For the tests: a stand-in whose clock the test moves, signed in as the demo student on slim. */
export async function clocked() {
  let now = Date.parse('2026-12-01T02:00:00Z');
  const api = devApi({ now: () => now });
  const token = await api.signIn('slim');
  const free = async () => {
    const r = await api.call('GET', '/api/invoices/orders?subApp=slim&pageSize=50', undefined, H(token));
    return page(invoiceableOrder)
      .parse(r.json.data)
      .list.filter((o) => o.invoiceId === null)
      .map((o) => o.orderNo);
  };
  const ask = (body: Record<string, unknown>, lang = 'zh', t = token) =>
    api.call(
      'POST',
      '/api/invoices?subApp=slim',
      { titleType: 'personal', title: '李晓雯', email: 'a@example.com', ...body },
      H(t, lang),
    );
  return { api, token, free, ask, now: () => now, advance: (ms: number) => void (now += ms) };
}
