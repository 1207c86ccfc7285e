import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { answerDialog, API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { practiceHandlers, practiceState } from './testing/handlers';
import AddFamilyScreen from './add-family-screen';
import ManageFamilyScreen from './manage-family-screen';
import MyFamilyScreen from './my-family-screen';

let state = practiceState();
const server = startServer(...practiceHandlers(state));
beforeEach(() => {
  state = practiceState();
  server.use(...practiceHandlers(state));
});

describe('my_family', () => {
  it('lists the members with their relation and links to add and manage', async () => {
    await renderScreen(<MyFamilyScreen />, { path: '/slim/my_family', signedIn: true });
    const list = await screen.findByTestId('family-list');
    expect(within(list).getByText('妈妈')).toBeTruthy();
    expect(within(list).getByText('父母')).toBeTruthy();
    expect(screen.getByRole('link', { name: '添加家庭成员' }).getAttribute('href')).toBe('/slim/add_family');
    expect(screen.getByRole('link', { name: '管理' }).getAttribute('href')).toBe('/slim/manage_family');
  });

  it('says so when there is nobody yet, and offers to add', async () => {
    state.family = [];
    await renderScreen(<MyFamilyScreen />, { path: '/slim/my_family', signedIn: true });
    expect(await screen.findByText('还没有家庭成员')).toBeTruthy();
    expect(screen.getByRole('link', { name: '添加家庭成员' })).toBeTruthy();
  });

  it('shows a skeleton while loading and a retry after a failure', async () => {
    server.use(
      http.get(`${API}/practice/family`, async () => {
        await delay('infinite');
        return okJson(null);
      }),
    );
    const first = await renderScreen(<MyFamilyScreen />, { path: '/slim/my_family', signedIn: true });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    first.unmount();
    server.use(http.get(`${API}/practice/family`, () => failJson(500, '服务繁忙')));
    await renderScreen(<MyFamilyScreen />, { path: '/slim/my_family', signedIn: true });
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});

describe('add_family', () => {
  it('checks the name and relation on the phone, then adds the member', async () => {
    const { user } = await renderScreen(<AddFamilyScreen />, { path: '/slim/add_family', signedIn: true });
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(screen.getByText('请填写成员称呼（不超过 20 字）')).toBeTruthy();
    expect(screen.getByText('请选择与你的关系')).toBeTruthy();
    expect(state.family).toHaveLength(1);
    await user.type(screen.getByLabelText('称呼'), '小美');
    await user.selectOptions(screen.getByLabelText('与你的关系'), '子女');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.family.map((m) => m.name)).toEqual(['妈妈', '小美']));
    expect(state.family[1]!.relation).toBe('child');
  });

  it('edits one member with ?id=, and shows not found for a malformed or unknown id', async () => {
    const { user, unmount } = await renderScreen(<AddFamilyScreen />, {
      path: '/slim/add_family?id=1',
      signedIn: true,
    });
    const name = await screen.findByLabelText('称呼');
    expect((name as HTMLInputElement).value).toBe('妈妈');
    await user.clear(name);
    await user.type(name, '老妈');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.family[0]!.name).toBe('老妈'));
    unmount();
    let asked = false;
    server.use(
      http.get(`${API}/practice/family`, () => ((asked = true), okJson({ list: state.family, max: 6 }))),
    );
    const bad = await renderScreen(<AddFamilyScreen />, { path: '/slim/add_family?id=abc', signedIn: true });
    expect(await screen.findByText('这位家庭成员不存在或已移除')).toBeTruthy();
    bad.unmount();
    await renderScreen(<AddFamilyScreen />, { path: '/slim/add_family?id=99', signedIn: true });
    expect(await screen.findByText('这位家庭成员不存在或已移除')).toBeTruthy();
    expect(asked).toBe(true);
    expect(screen.getByRole('link', { name: '返回我的家庭' }).getAttribute('href')).toBe('/slim/my_family');
  });
});

describe('manage_family', () => {
  it('removes a member after asking, and links each to its edit form', async () => {
    const { user } = await renderScreen(<ManageFamilyScreen />, {
      path: '/slim/manage_family',
      signedIn: true,
    });
    const list = await screen.findByTestId('manage-family-list');
    expect(within(list).getByRole('link', { name: '编辑 妈妈' }).getAttribute('href')).toBe(
      '/slim/add_family?id=1',
    );
    await user.click(within(list).getByRole('button', { name: '移除 妈妈' }));
    expect(await answerDialog(user, '移除')).toContain('以往的打卡记录仍会保留');
    expect(await screen.findByText('还没有家庭成员')).toBeTruthy();
    expect(state.family).toEqual([]);
  });
});
