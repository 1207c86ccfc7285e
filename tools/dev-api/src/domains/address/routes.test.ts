import { describe, expect, it } from 'vitest';
import { address as addressSchema, ADDRESS_MAX } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const phone = '13900139000';
const H = (AUTHORIZE_TOKEN: string) => ({ AUTHORIZE_TOKEN });
const body = {
  name: '张三',
  areaCode: '86',
  phone: '13800138000',
  region: ['浙江省', '杭州市', '西湖区'],
  regionCodes: ['330000', '330100', '330106'],
  detail: '文三路 100 号',
};

async function fresh(subApp = 'onmat') {
  const api = devApi();
  const token = await api.signIn(subApp, phone);
  const q = `subApp=${subApp}`;
  const list = async () => (await api.call('GET', `/api/addresses?${q}`, undefined, H(token))).json.data;
  const add = async (extra: Record<string, unknown> = {}) =>
    (await api.call('POST', `/api/addresses?${q}`, { ...body, ...extra }, H(token))).json;
  const post = async (path: string, b?: unknown) =>
    (await api.call('POST', `/api/addresses/${path}${path.includes('?') ? '&' : '?'}${q}`, b, H(token))).json;
  return { api, token, list, add, post };
}

describe('address stand-in', () => {
  it('seeds the demo student two addresses on onmat, phala and slim, the default first; none on cycling', async () => {
    const api = devApi();
    for (const subApp of ['onmat', 'phala', 'slim']) {
      const token = await api.signIn(subApp);
      const r = await api.call('GET', `/api/addresses?subApp=${subApp}`, undefined, H(token));
      expect(r.json.data).toHaveLength(2);
      expect(r.json.data.map((a: { isDefault: boolean }) => a.isDefault)).toEqual([true, false]);
      addressSchema.parse(r.json.data[0]);
    }
    const cycling = await api.signIn('cycling');
    expect((await api.call('GET', '/api/addresses?subApp=cycling', undefined, H(cycling))).json.data).toEqual(
      [],
    );
  });

  it('answers 403 without a token or with another sub-app’s token', async () => {
    const { api } = await fresh();
    expect((await api.call('GET', '/api/addresses?subApp=onmat')).json.code).toBe(403);
    const phala = await api.signIn('phala', phone);
    expect((await api.call('GET', '/api/addresses?subApp=onmat', undefined, H(phala))).json.code).toBe(403);
  });

  it('makes the first address the default and keeps exactly one default', async () => {
    const { add, list, post } = await fresh();
    const a = (await add()).data;
    expect(a.isDefault).toBe(true);
    const b = (await add({ name: '李四', isDefault: true })).data;
    expect(b.isDefault).toBe(true);
    expect((await list()).map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
    await post(`${a.id}/default`);
    expect(
      (await list()).filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: number }) => x.id),
    ).toEqual([a.id]);
    // Unsetting the only default is ignored.
    expect((await post(`${a.id}`, { ...body, isDefault: false })).data.isDefault).toBe(true);
    const c = (await add({ name: '王五' })).data;
    expect(c.isDefault).toBe(false);
  });

  it('deleting the default promotes the newest remaining one', async () => {
    const { add, list, post } = await fresh();
    const a = (await add()).data;
    await add({ name: '李四' });
    const c = (await add({ name: '王五' })).data;
    const rest = (await post(`${a.id}/delete`)).data;
    expect(rest.map((x: { id: number; isDefault: boolean }) => [x.id, x.isDefault])[0]).toEqual([c.id, true]);
    expect(await list()).toHaveLength(2);
  });

  it('checks the phone against its area code and stores the national number', async () => {
    const { add } = await fresh();
    expect(await add({ phone: '61234567' })).toMatchObject({ code: 400, msg: '手机号格式不正确' });
    expect((await add({ areaCode: '852', phone: '61234567' })).data).toMatchObject({
      areaCode: '852',
      phone: '61234567',
    });
    expect((await add({ areaCode: '0086', phone: '13800138000' })).data.areaCode).toBe('86');
    expect(await add({ region: ['', '杭州市'], regionCodes: ['330000', '330100'] })).toMatchObject({
      code: 400,
      msg: '请选择所在地区',
    });
    expect(
      await add({ region: ['浙江省', '杭州市', '西湖区'], regionCodes: ['330000', '330100'] }),
    ).toMatchObject({ code: 400, msg: '请选择所在地区' });
    expect(await add({ region: ['浙江省'], regionCodes: ['330000'] })).toMatchObject({
      code: 400,
      msg: '请选择所在地区',
    });
    expect(await add({ detail: '短' })).toMatchObject({ code: 400 });
    expect(await add({ name: ' ' })).toMatchObject({ code: 400, msg: '请填写收货人姓名（不超过 20 字）' });
  });

  it('answers 4501 for an unknown id and for someone else’s address', async () => {
    const { api, add, post } = await fresh();
    const mine = (await add()).data;
    expect(await post('99999/default')).toMatchObject({ code: 4501, msg: '收货地址不存在或已删除' });
    expect(await post('abc/delete')).toMatchObject({ code: 4501 });
    const other = await api.signIn('onmat', '13700137001');
    for (const [method, path, b] of [
      ['GET', `${mine.id}`, undefined],
      ['POST', `${mine.id}`, body],
      ['POST', `${mine.id}/default`, undefined],
      ['POST', `${mine.id}/delete`, undefined],
    ] as const) {
      const r = await api.call(method, `/api/addresses/${path}?subApp=onmat`, b, H(other));
      expect(r.json.code).toBe(4501);
    }
    const en = await api.call('GET', `/api/addresses/${mine.id}?subApp=onmat`, undefined, {
      ...H(other),
      Language: 'en',
    });
    expect(en.json.msg).toBe('This address does not exist or was deleted');
  });

  it(`keeps at most ${ADDRESS_MAX} addresses (4502)`, async () => {
    const { add } = await fresh();
    for (let i = 0; i < ADDRESS_MAX; i++) expect((await add({ name: `收货人${i}` })).state).toBe(1);
    expect(await add()).toMatchObject({ code: 4502, msg: '最多保存 20 个收货地址' });
  });
});
