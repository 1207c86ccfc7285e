import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { agreementsHandlers, sampleDocument } from './testing/handlers';
import {
  DocumentByKeyScreen,
  DocumentVersionScreen,
  PrivacyScreen,
  UserAgreementScreen,
} from './document-screens';

const server = startServer(...agreementsHandlers);
const scrolled = vi.fn();

beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this.id);
  };
});
afterEach(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

const byKey = (key: string, o: { locale?: 'zh' | 'en'; hash?: string } = {}) =>
  renderScreen(<DocumentByKeyScreen />, {
    path: `/phala/agreement/${key}${o.hash ?? ''}`,
    route: '/phala/agreement/:key',
    locale: o.locale,
  });

describe('a document', () => {
  it('shows title, version, effective date, contents, text and history, in zh and en', async () => {
    const { unmount } = await byKey('privacy');
    const doc = await screen.findByTestId('agreement-document');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('隐私政策');
    expect(doc.textContent).toContain('版本 V2');
    expect(doc.textContent).toContain('2026年11月14日生效');
    const toc = screen.getByRole('navigation', { name: '目录' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#collect', '#rights']);
    expect(screen.getByRole('heading', { name: '我们收集的信息' }).id).toBe('collect');
    expect(within(doc).getByText('手机号码').tagName).toBe('STRONG');
    expect(within(doc).getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe(
      '/onmat/agreement',
    );
    expect(doc.textContent).toContain('首次发布');
    unmount();
    await byKey('privacy', { locale: 'en' });
    const en = await screen.findByTestId('agreement-document');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(en.textContent).toContain('Version 2');
    expect(en.textContent).toContain('Effective Nov 14, 2026');
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
    expect(en.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows text that holds HTML as text: no element is made from it', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    server.use(
      http.get(`${API}/agreements/:key`, () =>
        okJson({
          ...sampleDocument(),
          title: `隐私${evil}`,
          blocks: [
            { type: 'heading', id: 'a"><script>', text: `标题${evil}` },
            { type: 'paragraph', content: [{ text: evil }, { text: '<b>粗</b>', bold: true }] },
            { type: 'paragraph', content: [{ text: '点我', href: 'javascript:alert(1)' }] },
            { type: 'list', ordered: true, items: [[{ text: '<script>alert(1)</script>' }]] },
          ],
        }),
      ),
    );
    await byKey('privacy');
    const doc = await screen.findByTestId('agreement-document');
    expect(doc.textContent).toContain(evil);
    expect(doc.textContent).toContain('<script>alert(1)</script>');
    expect(doc.querySelector('img, script, b')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // a javascript: link is shown as its words, not as a link; an anchor keeps only safe characters
    expect(within(doc).queryByRole('link', { name: '点我' })).toBeNull();
    expect(within(doc).getByText('点我')).toBeTruthy();
    expect(screen.getByRole('heading', { name: `标题${evil}` }).id).toBe('ascript');
  });

  it('jumps through the contents without adding history, and lands on #section when opened with it', async () => {
    const { user } = await byKey('privacy');
    await screen.findByTestId('agreement-document');
    const before = window.history.length;
    await user.click(screen.getByRole('link', { name: '你的权利' }));
    expect(scrolled).toHaveBeenLastCalledWith('rights');
    expect(document.activeElement?.id).toBe('rights');
    expect(window.history.length).toBe(before);
    scrolled.mockClear();
    // a reload with the anchor in the address: there once the text has loaded
    await byKey('privacy', { hash: '#rights' });
    await screen.findAllByTestId('agreement-document');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('rights'));
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get(`${API}/agreements/:key`, async () => {
        await delay('infinite');
        return okJson(null);
      }),
    );
    await byKey('privacy');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('agreement-document')).toBeNull();
  });

  it('shows not found for an unknown key, and for a malformed one without asking', async () => {
    const { unmount } = await byKey('nope');
    expect(await screen.findByText('协议不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    unmount();
    const asked = vi.fn();
    server.use(http.get(`${API}/agreements/:key`, () => void asked()));
    await byKey('Bad-Key');
    expect(await screen.findByText('协议不存在')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });

  it('offers a retry after a failure, and shows the document when it works', async () => {
    server.use(http.get(`${API}/agreements/:key`, () => failJson(500, '服务繁忙')));
    const { user } = await byKey('privacy');
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByTestId('agreement-document')).toBeTruthy();
  });
});

describe('the pages named after a document', () => {
  it('privacy asks for the privacy policy; a coach app’s agreement is the coach agreement', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/agreements/:key`, ({ params }) => {
        asked.push(String(params.key));
        return okJson({ ...sampleDocument(), key: String(params.key) });
      }),
    );
    const a = await renderScreen(<PrivacyScreen />, { path: '/onmat/privacy' });
    await screen.findByTestId('agreement-document');
    a.unmount();
    const b = await renderScreen(<UserAgreementScreen />, { path: '/teacher/agreement' });
    await screen.findByTestId('agreement-document');
    b.unmount();
    await renderScreen(<UserAgreementScreen />, { path: '/suman/agreement' });
    await screen.findByTestId('agreement-document');
    expect(asked).toEqual(['privacy', 'coach', 'user']);
  });

  it(':type/agreement/:id shows that version, marked as history with a link to the one in effect', async () => {
    await renderScreen(<DocumentVersionScreen />, {
      path: '/onmat/privacy/agreement/1',
      route: '/onmat/:type/agreement/:id',
    });
    const doc = await screen.findByTestId('agreement-document');
    expect(doc.textContent).toContain('版本 V1');
    expect(screen.getByRole('note').textContent).toContain('这是历史版本');
    expect(screen.getByRole('link', { name: '查看现行版本' }).getAttribute('href')).toBe('/onmat/privacy');
  });

  it(':type/agreement/:id with a version that does not parse is not found, unasked', async () => {
    const asked = vi.fn();
    server.use(http.get(`${API}/agreements/:key`, () => void asked()));
    await renderScreen(<DocumentVersionScreen />, {
      path: '/onmat/privacy/agreement/x1',
      route: '/onmat/:type/agreement/:id',
    });
    expect(await screen.findByText('协议不存在')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });
});
