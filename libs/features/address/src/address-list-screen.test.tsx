import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { takeChosenAddress } from '@yoga/address';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { addressHandlers, db, resetAddressDb, sampleAddress } from './testing/handlers';
import AddressListScreen from './address-list-screen';

const server = startServer(...addressHandlers);
const open = (search = '') =>
  renderScreen(<AddressListScreen />, {
    path: `/onmat/address/list${search}`,
    signedIn: true,
    title: '收货地址',
  });
const items = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

beforeEach(() => {
  resetAddressDb();
  sessionStorage.clear();
});

describe('address list', () => {
  it('shows a skeleton, then the addresses with the default first and tagged', async () => {
    await open();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const [first, second] = await items();
    expect(first!.textContent).toContain('李小雨');
    expect(first!.textContent).toContain('默认');
    expect(first!.textContent).toContain('浙江省杭州市西湖区 文三路 100 号 1203 室');
    expect(second!.textContent).toContain('上海市徐汇区');
    expect(within(second!).getByRole('button', { name: '设为默认' })).toBeTruthy();
    expect(screen.getByText('已保存 2 个，最多 20 个')).toBeTruthy();
    expect(screen.getByRole('link', { name: '新增收货地址' }).getAttribute('href')).toBe(
      '/onmat/address/edit',
    );
  });

  it('invites to add the first address when there is none', async () => {
    resetAddressDb([]);
    await open();
    expect(await screen.findByText('还没有收货地址')).toBeTruthy();
    expect(screen.getByRole('link', { name: '新增收货地址' })).toBeTruthy();
  });

  it('offers a retry when the list fails, and shows it after', async () => {
    let fail = true;
    server.use(http.get(`${API}/addresses`, () => (fail ? failJson(500, '服务繁忙') : undefined)));
    const { user, toasts } = await open();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    expect(toasts).toContain('服务繁忙');
    fail = false;
    await user.click(retry);
    expect((await items()).length).toBe(2);
  });

  it('deletes only after the confirmation, and the next address becomes the default', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '删除 李小雨 的地址' }));
    let dialog = await screen.findByRole('dialog', {}, { timeout: 4000 });
    expect(within(dialog).getByText('删除地址')).toBeTruthy();
    expect(within(dialog).getByText('确定删除这个收货地址吗？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.list).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '删除 李小雨 的地址' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('李小雨')).toBeNull());
    expect((await items())[0]!.textContent).toContain('默认');
    expect(await screen.findByText('已删除')).toBeTruthy();
  });

  it('sets another address as the default', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '设为默认' }));
    await waitFor(async () => expect((await items())[0]!.textContent).toContain('王晓晨'));
    expect(db.list.find((a) => a.id === 2)!.isDefault).toBe(true);
    expect(await screen.findByText('已设为默认地址')).toBeTruthy();
  });

  it('says when the book is full and disables adding', async () => {
    resetAddressDb(Array.from({ length: 20 }, (_, i) => sampleAddress(i + 1)));
    await open();
    expect(await screen.findByText('最多保存 20 个地址，请删除不用的地址后再添加')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增收货地址' }).hasAttribute('disabled')).toBe(true);
  });

  it('in choose mode, a tap picks the address and returns to the order', async () => {
    const { user, where } = await open(`?select=1&back=${encodeURIComponent('/onmat/store?sku=3')}`);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(screen.getByRole('heading', { name: '选择收货地址' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '新增收货地址' }).getAttribute('href')).toBe(
      '/onmat/address/edit?select=1&back=%2Fonmat%2Fstore%3Fsku%3D3',
    );
    await user.click(radios[1]!);
    expect(where()).toBe('/onmat/store?sku=3');
    expect(takeChosenAddress('onmat')).toBe(2);
  });

  it('in choose mode, ticks the address the order already uses', async () => {
    await open(`?select=1&back=${encodeURIComponent('/onmat/store?sku=3')}&chosen=2`);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true']);
  });

  it('in choose mode, never follows a back address outside this sub-app', async () => {
    const { user } = await open(`?select=1&back=${encodeURIComponent('//evil.example/onmat')}`);
    await user.click((await screen.findAllByRole('radio'))[0]!);
    expect(screen.queryByTestId('location')).toBeNull();
    expect(takeChosenAddress('onmat')).toBe(1);
  });
});
