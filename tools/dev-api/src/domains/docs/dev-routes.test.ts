// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { devApi } from '../../test-helpers';
import { docsScript } from './docs-script';

describe('the API reference at /__dev', () => {
  it('serves the OpenAPI 3.1 document generated from the contract', async () => {
    const r = await devApi().call('GET', '/__dev/openapi.json');
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = JSON.parse(r.text);
    expect(doc.openapi).toBe('3.1.0');
    const cancel = doc.paths['/api/orders/{orderNo}/cancel'].post;
    expect(cancel.parameters.map((p: { name: string }) => p.name)).toEqual(['orderNo', 'subApp']);
    expect(cancel.responses['200'].content['application/json'].schema.required).toEqual([
      'state',
      'code',
      'msg',
      'data',
    ]);
    expect(cancel['x-codes']).toContainEqual({
      code: 409,
      messages: expect.arrayContaining(['order_cannot_cancel']),
    });
    expect(doc['x-messages'].order_cannot_cancel.en).toBe('This order can no longer be cancelled');
    expect(doc.components.schemas.Order.required).toContain('orderNo');
  });

  it('draws it on a page of its own, scripts from the same origin only, grouped by tag', async () => {
    const api = devApi();
    const page = { text: await (await api.app.request('/__dev/docs')).text() };
    expect(page.text).toContain('<script src="/__dev/docs.js"></script>');
    expect(page.text).not.toMatch(/<script[^>]+src="(https?:)?\/\//);
    const doc = JSON.parse((await api.call('GET', '/__dev/openapi.json')).text);
    document.documentElement.innerHTML = page.text.replace(/^<!doctype html>/i, '');
    vi.stubGlobal('fetch', async () => ({ json: async () => doc }));
    new Function(await (await api.app.request('/__dev/docs.js')).text())();
    await vi.waitFor(() =>
      expect(document.querySelectorAll('section[data-tag]').length).toBe(doc.tags.length),
    );
    const orders = document.querySelector('section[data-tag="orders"]')!;
    expect(orders.textContent).toContain('/api/orders/{orderNo}/cancel');
    expect(orders.querySelector('details.op details')).not.toBeNull(); // schemas fold open
    expect(orders.textContent).toContain('This order can no longer be cancelled');
    const filter = document.getElementById('filter') as HTMLInputElement;
    filter.value = 'sms-code';
    filter.dispatchEvent(new Event('input'));
    // Only operations that mention it stay (the code's endpoint, and any whose text names it).
    const shown = [...document.querySelectorAll('.op:not([hidden])')];
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(document.querySelectorAll('.op').length / 10);
    for (const op of shown) expect(op.textContent).toContain('sms-code');
    vi.unstubAllGlobals();
  });

  it('is gone with development calls off (DEV_ONLY=off)', async () => {
    const api = devApi({ devOnly: false });
    for (const url of ['/__dev/openapi.json', '/__dev/docs', '/__dev/docs.js'])
      expect((await api.call('GET', url)).json.code, url).toBe(404);
  });
});

it('ships a viewer script that parses', () => {
  expect(() => new Function(docsScript)).not.toThrow();
});
