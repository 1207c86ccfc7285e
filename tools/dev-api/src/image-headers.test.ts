import { describe, expect, it } from 'vitest';
import { upload } from '@yoga/contract';
import { devApi } from './test-helpers';
import { PNG_1PX, uploadFile } from './domains/evaluations/test-data';
import { imageUrl } from './domains/shop/images';

describe('image caching under /api', () => {
  it('lets an uploaded photo be cached for a day and revalidated by its ETag (304, no body)', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', '13300133077');
    const up = upload.parse((await uploadFile(api, token, PNG_1PX)).json.data);
    const first = await api.app.request(up.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{16,}"$/);
    expect(first.headers.get('content-type')).toBe('image/png');
    const again = await api.app.request(up.url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const stale = await api.app.request(up.url, { headers: { 'If-None-Match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it('lets a content-addressed product drawing be kept for a year, immutable', async () => {
    const api = devApi();
    const r = await api.app.request(imageUrl('mat', '#7a9cc6'));
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('still answers API data and a missing image no-store', async () => {
    const api = devApi();
    expect((await api.app.request('/api/catalog/courses')).headers.get('cache-control')).toBe('no-store');
    const missing = await api.app.request('/api/uploads/' + 'a'.repeat(32));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
