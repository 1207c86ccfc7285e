import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer, breakStorage } from '@yoga/testing';
import { db, ordersHandlers, resetOrdersDb } from './testing/handlers';
import EvaluateScreen from './evaluate-screen';

const server = startServer(...ordersHandlers);
const toEvaluate = () => db.orders[2]!;
const open = (orderNo = toEvaluate().orderNo, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<EvaluateScreen />, {
    path: `/onmat/course/evaluate?orderId=${orderNo}`,
    signedIn: true,
    title: '课程评价',
    locale,
  });
const png = (name = 'a.png', size = 68) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });

beforeEach(() => {
  resetOrdersDb();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('course evaluation', () => {
  it('needs stars, then submits stars, tags, text and an uploaded photo, and shows it read-only', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '提交评价' }));
    expect(screen.getByRole('alert').textContent).toBe('请先为课程评分');
    await user.click(screen.getByRole('radio', { name: '4 星' }));
    await user.click(screen.getByRole('button', { name: '讲解清晰' }));
    await user.type(screen.getByRole('textbox', { name: '说说上课感受' }), '节奏刚好');
    expect(screen.getByText('4/500')).toBeTruthy();
    pick(png());
    await waitFor(() => expect(screen.getByTestId('photo').className).toContain('y-photo-done'));
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    const view = await screen.findByTestId('evaluation-view');
    expect(view.textContent).toContain('满意');
    expect(view.textContent).toContain('讲解清晰');
    expect(view.textContent).toContain('节奏刚好');
    expect(screen.getByRole('img', { name: '评价照片 1' })).toBeTruthy();
    expect(await screen.findByText('评价成功，感谢你的反馈', {}, { timeout: 4000 })).toBeTruthy();
    expect(db.evaluations.get(toEvaluate().orderNo)!.photos).toHaveLength(1);
    // Submitted, it is one of the course's reviews: one tap to see it there.
    expect(screen.getByRole('link', { name: '在课程页查看' }).getAttribute('href')).toBe(
      `/onmat/course_detail?courseId=${toEvaluate().refId}`,
    );
  });

  it('refuses a wrong type or a photo over 5 MB on the device, with a clear message', async () => {
    await open();
    await screen.findByRole('radiogroup');
    pick(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('“anim.gif”不是 JPG、PNG 或 WebP 图片');
    pick(png('big.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('“big.png”超过 5 MB，请压缩后再传');
    expect(screen.queryAllByTestId('photo')).toHaveLength(0);
    expect(db.uploads).toBe(0);
  });

  it('shows the server’s refusal on the photo, which can be removed', async () => {
    server.use(http.post(`${API}/uploads`, () => failJson(413, '图片不能超过 5 MB', 413)));
    const { user } = await open();
    await screen.findByRole('radiogroup');
    pick(png());
    expect((await screen.findByRole('button', { name: /图片不能超过 5 MB/ })).textContent).toContain(
      '点击重试',
    );
    await user.click(screen.getByRole('button', { name: '移除照片 1' }));
    expect(screen.queryAllByTestId('photo')).toHaveLength(0);
  });

  it('keeps the draft through a reload and an expired login on submit', async () => {
    server.use(http.post(`${API}/evaluations`, () => failJson(403, '未登录或登录失效', 403)));
    const first = await open();
    await first.user.click(await screen.findByRole('radio', { name: '5 星' }));
    await first.user.type(screen.getByRole('textbox', { name: '说说上课感受' }), '很好');
    await first.user.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(first.effects.goLogin).toHaveBeenCalled());
    first.unmount();
    await open();
    expect(
      ((await screen.findByRole('textbox', { name: '说说上课感受' })) as HTMLTextAreaElement).value,
    ).toBe('很好');
    expect((screen.getByRole('radio', { name: '5 星' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps from a draft edited by hand only what the form can take', async () => {
    const key = `orders:evaluation-draft:onmat:${toEvaluate().orderNo}`;
    sessionStorage.setItem(key, '{"stars":"lots","tags":["clear",7,"nope"],"text":42,"photos":[{"id":"x"}]}');
    const first = await open();
    const tag = () => screen.findByRole('button', { name: '讲解清晰' });
    expect((await tag()).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect((screen.getByRole('textbox', { name: '说说上课感受' }) as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryAllByTestId('photo')).toHaveLength(0);
    first.unmount();
    sessionStorage.setItem(key, '{not json');
    await open();
    expect((await tag()).getAttribute('aria-pressed')).toBe('false');
  });

  it('evaluates where storage throws: nothing is kept, nothing breaks', async () => {
    breakStorage('orders:');
    const { user } = await open();
    await user.click(await screen.findByRole('radio', { name: '4 星' }));
    await user.type(screen.getByRole('textbox', { name: '说说上课感受' }), '节奏刚好');
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect((await screen.findByTestId('evaluation-view')).textContent).toContain('节奏刚好');
  });

  it('refuses a second evaluation and shows the one there is', async () => {
    const o = toEvaluate();
    const { user, toasts } = await open();
    await screen.findByRole('radiogroup');
    o.evaluated = true; // evaluated meanwhile, in another tab
    db.evaluations.set(o.orderNo, {
      orderNo: o.orderNo,
      stars: 3,
      tags: [],
      text: '第一次的评价',
      photos: [],
      createdAt: new Date().toISOString(),
    });
    await user.click(screen.getByRole('radio', { name: '3 星' }));
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect((await screen.findByTestId('evaluation-view')).textContent).toContain('第一次的评价');
    expect(toasts).toContain('该订单已评价过了');
  });

  it('explains when an order cannot be evaluated yet', async () => {
    await open(db.orders[1]!.orderNo);
    expect(await screen.findByText('上课后就可以评价了')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toContain(
      '/onmat/order_detail?orderNo=',
    );
  });

  it('speaks English', async () => {
    await open(db.orders[3]!.orderNo, 'en');
    expect((await screen.findByTestId('evaluation-view')).textContent).toContain('Clear explanations');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My evaluation');
  });

  it('shows not-found without a retry for a malformed number or someone else’s order', async () => {
    const first = await open('1');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    server.use(http.get(`${API}/orders/:no`, () => failJson(404, '订单不存在')));
    await open();
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
