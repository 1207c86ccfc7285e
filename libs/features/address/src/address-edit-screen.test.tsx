import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { takeChosenAddress } from '@yoga/address';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { addressHandlers, db, resetAddressDb } from './testing/handlers';
import AddressEditScreen from './address-edit-screen';

const server = startServer(...addressHandlers);
const open = (search = '') =>
  renderScreen(<AddressEditScreen />, { path: `/onmat/address/edit${search}`, signedIn: true });
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: '保存' });

beforeEach(() => {
  resetAddressDb();
  sessionStorage.clear();
});

/** Picks 浙江省 / 杭州市 / 西湖区 in the region sheet (its area tree loads on open). */
async function pickRegion(user: Awaited<ReturnType<typeof open>>['user']) {
  await user.click(screen.getByRole('button', { name: /所在地区|省、市、区/ }));
  for (const name of ['浙江省', '杭州市', '西湖区'])
    await user.click(await screen.findByRole('option', { name }, { timeout: 4000 }));
}

describe('address editor', () => {
  it('loads the address into the form, and saves the change', async () => {
    const { user } = await open('?id=2');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByRole('textbox', { name: '收货人' })).getAttribute('value')).toBe('王晓晨');
    expect(screen.getByRole('button', { name: /上海市徐汇区/ })).toBeTruthy();
    await user.clear(field('收货人'));
    await user.type(field('收货人'), '王小晨');
    await user.click(screen.getByRole('switch', { name: /设为默认地址/ }));
    await user.click(save());
    await waitFor(() => expect(db.saved).toHaveLength(1));
    expect(db.saved[0]).toMatchObject({
      name: '王小晨',
      isDefault: true,
      regionCodes: ['310000', '310100', '310104'],
    });
    expect(await screen.findByText('地址已保存', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('offers a retry when the address fails to load, and says so when it is gone', async () => {
    server.use(http.get(`${API}/addresses/2`, () => failJson(500, '服务繁忙')));
    await open('?id=2');
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
    cleanup();
    await open('?id=77');
    expect(await screen.findByText('这个地址不存在或已删除')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回地址列表' }).getAttribute('href')).toBe(
      '/onmat/address/list',
    );
  });

  it('shows not-found without a request or a retry for a malformed id or someone else’s address', async () => {
    let asked = 0;
    server.use(http.get(`${API}/addresses/:id`, () => (asked++, failJson(404, '地址不存在', 404))));
    await open('?id=-3');
    expect(await screen.findByText('这个地址不存在或已删除')).toBeTruthy();
    expect(asked).toBe(0);
    cleanup();
    await open('?id=2');
    expect(await screen.findByText('这个地址不存在或已删除')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('checks the phone against the chosen area code and the region before sending', async () => {
    const { user } = await open();
    await user.type(field('收货人'), '陈大文');
    await user.selectOptions(screen.getByRole('combobox', { name: '国家或地区区号' }), '852');
    await user.type(field('手机号码'), '13800138000');
    await user.type(field('详细地址'), '皇后大道中 99 号');
    await user.click(save());
    expect(await screen.findByText('请填写正确的手机号码（中国香港）')).toBeTruthy();
    expect(screen.getByText('请选择所在地区')).toBeTruthy();
    expect(field('手机号码').getAttribute('aria-invalid')).toBe('true');
    await user.clear(field('手机号码'));
    await user.type(field('手机号码'), '61234567');
    expect(screen.queryByText('请填写正确的手机号码（中国香港）')).toBeNull();
    expect(db.saved).toHaveLength(0);
  });

  it('adds an address through the region picker', async () => {
    const { user } = await open();
    await user.type(field('收货人'), '张三');
    await user.type(field('手机号码'), '13800138000');
    await pickRegion(user);
    await waitFor(() => expect(screen.getByRole('button', { name: /浙江省杭州市西湖区/ })).toBeTruthy());
    await user.type(field('详细地址'), '文三路 100 号');
    await user.click(save());
    await waitFor(() => expect(db.saved).toHaveLength(1));
    expect(db.saved[0]).toEqual({
      name: '张三',
      areaCode: '86',
      phone: '13800138000',
      region: ['浙江省', '杭州市', '西湖区'],
      regionCodes: ['330000', '330100', '330106'],
      detail: '文三路 100 号',
      isDefault: false,
    });
  });

  it('fills the fields from a pasted address', async () => {
    const { user } = await open();
    await user.click(field('粘贴整段地址'));
    await user.paste(
      '收货人：张三\n手机号码：13800138000\n所在地区：浙江省 杭州市 西湖区\n详细地址：文三路 100 号',
    );
    await user.click(screen.getByRole('button', { name: '识别' }));
    await waitFor(() => expect(field('收货人').value).toBe('张三'), { timeout: 4000 });
    expect(field('手机号码').value).toBe('13800138000');
    expect(field('详细地址').value).toBe('文三路 100 号');
    expect(screen.getByRole('button', { name: /浙江省杭州市西湖区/ })).toBeTruthy();
  });

  it('keeps everything typed when saving fails, and again after a reload', async () => {
    server.use(http.post(`${API}/addresses`, () => failJson(500, '服务繁忙')));
    const { user, toasts } = await open();
    await user.type(field('收货人'), '张三');
    await user.type(field('手机号码'), '13800138000');
    await pickRegion(user);
    await user.type(field('详细地址'), '文三路 100 号');
    await user.click(save());
    await waitFor(() => expect(toasts).toContain('服务繁忙'));
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    expect(field('收货人').value).toBe('张三');
    expect(field('详细地址').value).toBe('文三路 100 号');
    cleanup();
    await open();
    expect(field('收货人').value).toBe('张三');
    expect(field('手机号码').value).toBe('13800138000');
    expect(screen.getByRole('button', { name: /浙江省杭州市西湖区/ })).toBeTruthy();
  });

  it('in choose mode, chooses the saved address and returns to the order', async () => {
    const back = encodeURIComponent('/onmat/store?sku=3');
    const { user, where } = await open(`?select=1&back=${back}`);
    await user.click(field('粘贴整段地址'));
    await user.paste('张三 13800138000 浙江省杭州市西湖区文三路 100 号');
    await user.click(screen.getByRole('button', { name: '识别' }));
    await waitFor(() => expect(field('收货人').value).toBe('张三'), { timeout: 4000 });
    await user.click(save());
    await waitFor(() => expect(where()).toBe('/onmat/store?sku=3'));
    expect(takeChosenAddress('onmat')).toBe(db.list.at(-1)!.id);
  });
});
