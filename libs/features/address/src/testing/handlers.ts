import { http } from 'msw';
import type { Address, AddressRequest } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

const sample = (id: number, extra: Partial<Address> = {}): Address => ({
  id,
  name: id === 1 ? '李小雨' : '王晓晨',
  areaCode: '86',
  phone: id === 1 ? '13800138000' : '13912345678',
  region: id === 1 ? ['浙江省', '杭州市', '西湖区'] : ['上海市', '上海市', '徐汇区'],
  regionCodes: id === 1 ? ['330000', '330100', '330106'] : ['310000', '310100', '310104'],
  detail: id === 1 ? '文三路 100 号 1203 室' : '漕溪北路 88 号 7 楼',
  isDefault: id === 1,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

/** The stand-in's address book for one test; reset with `resetAddressDb()`. */
export const db = { list: [] as Address[], next: 3, saved: [] as AddressRequest[] };
export function resetAddressDb(list: Address[] = [sample(1), sample(2)]) {
  db.list = list;
  db.next = 100;
  db.saved = [];
}
resetAddressDb();
export { sample as sampleAddress };

const notFound = () => failJson(4501, '收货地址不存在或已删除');
const sorted = () => [...db.list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
const makeDefault = (id: number) => db.list.forEach((a) => (a.isDefault = a.id === id));

/** The address domain's success answers, shared by its tests; each test adds its own failures. */
export const addressHandlers = [
  http.get(`${API}/addresses`, () => okJson(sorted())),
  http.get(`${API}/addresses/:id`, ({ params }) => {
    const a = db.list.find((x) => x.id === Number(params.id));
    return a ? okJson(a) : notFound();
  }),
  http.post(`${API}/addresses/:id/default`, ({ params }) => {
    const a = db.list.find((x) => x.id === Number(params.id));
    if (!a) return notFound();
    makeDefault(a.id);
    return okJson(a);
  }),
  http.post(`${API}/addresses/:id/delete`, ({ params }) => {
    const gone = db.list.find((x) => x.id === Number(params.id));
    if (!gone) return notFound();
    db.list = db.list.filter((x) => x !== gone);
    if (gone.isDefault && db.list[0]) makeDefault(db.list[0].id);
    return okJson(sorted());
  }),
  http.post(`${API}/addresses/:id`, async ({ params, request }) => {
    const body = (await request.json()) as AddressRequest;
    const a = db.list.find((x) => x.id === Number(params.id));
    if (!a) return notFound();
    db.saved.push(body);
    Object.assign(a, { ...body, isDefault: a.isDefault || !!body.isDefault });
    if (body.isDefault) makeDefault(a.id);
    return okJson(a);
  }),
  http.post(`${API}/addresses`, async ({ request }) => {
    const body = (await request.json()) as AddressRequest;
    if (db.list.length >= 20) return failJson(4502, '最多保存 20 个收货地址');
    db.saved.push(body);
    const a = sample(db.next++, { ...body, isDefault: db.list.length === 0 || !!body.isDefault });
    db.list.push(a);
    if (a.isDefault) makeDefault(a.id);
    return okJson(a);
  }),
];
