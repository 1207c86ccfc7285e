import { http } from 'msw';
import { API, failJson, okJson } from '@yoga/testing';
import { income, ledger, pointsSummary, progress, rule, wallet, withdrawals } from './fixtures';

export * from './fixtures';

export const pointsUrl = `${API}/points`;
export const ledgerUrl = `${API}/points/ledger`;
export const walletUrl = `${API}/wallet`;
export const incomeUrl = `${API}/wallet/income`;
export const incomeDetailUrl = `${API}/wallet/income/:id`;
export const withdrawalsUrl = `${API}/wallet/withdrawals`;
export const withdrawalUrl = `${API}/wallet/withdrawals/:id`;
export const ruleUrl = `${API}/study-reward/rule`;
export const progressUrl = `${API}/study-reward/progress`;

/** The requested page of rows, as the server pages them. */
function paged<T>(request: Request, rows: T[]) {
  const q = new URL(request.url).searchParams;
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 10);
  return okJson({
    list: rows.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: rows.length,
  });
}
const byId = <T extends { id: number }>(rows: T[], id: unknown, notFound: string) => {
  const row = rows.find((r) => r.id === Number(id));
  return row ? okJson(row) : failJson(404, notFound);
};

/** The wallet domain's success answers, shared by its tests; each test adds its own failures. */
export const walletHandlers = [
  http.get(pointsUrl, () => okJson(pointsSummary)),
  http.get(ledgerUrl, ({ request }) => {
    const kind = new URL(request.url).searchParams.get('kind');
    const rows = ledger.filter((e) => kind === 'all' || (kind === 'earned' ? e.delta > 0 : e.delta < 0));
    return paged(request, rows);
  }),
  http.get(walletUrl, () => okJson(wallet)),
  http.get(incomeUrl, ({ request }) => paged(request, income)),
  http.get(incomeDetailUrl, ({ params }) => byId(income, params.id, '收益记录不存在')),
  http.get(withdrawalsUrl, ({ request }) => paged(request, withdrawals)),
  http.get(withdrawalUrl, ({ params }) => byId(withdrawals, params.id, '提现记录不存在')),
  http.post(withdrawalsUrl, async ({ request }) => {
    const { amount } = (await request.json()) as { amount: number };
    return okJson({ ...withdrawals[0]!, id: 77, amount, state: 'applied', processingAt: null });
  }),
  http.get(ruleUrl, () => okJson(rule)),
  http.get(progressUrl, () => okJson(progress)),
];
