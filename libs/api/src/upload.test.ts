import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { activateTestLocale } from '@yoga/i18n';
import { ApiBusinessError, configureApi, uploadFile } from './index';
import { resetLoginFlow } from './login-required';
import { server, setup } from './test-setup';

const URL_ = 'http://localhost:3000/api/uploads';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await activateTestLocale('zh');
});
beforeEach(() => resetLoginFlow());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The configured layer, as an app has it, with recorded effects. */
function configured() {
  const effects = setup().effects;
  configureApi(() => ({
    apiBase: '/api',
    compactKey: 'k',
    getLocale: () => 'en',
    timeZone: 'Asia/Shanghai',
    origin: 'http://localhost:3000',
    auth: { sumanToken: () => null, token: () => 'std-token-abcdefghijkl' },
    effects,
  }));
  return effects;
}
const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('posts multipart with the standard headers and resolves with the data', async () => {
    let seen: { headers: Record<string, string>; name: string | undefined; url: string } | null = null;
    server.use(
      http.post(URL_, async ({ request }) => {
        const form = await request.formData();
        seen = {
          headers: Object.fromEntries(request.headers),
          name: (form.get('file') as File | null)?.name,
          url: request.url,
        };
        return HttpResponse.json({ state: 1, code: 200, msg: '', data: { id: 'x' } });
      }),
    );
    configured();
    await expect(
      uploadFile('uploads', file(), { searchParams: { subApp: 'onmat' }, onProgress: vi.fn() }),
    ).resolves.toEqual({ id: 'x' });
    expect(seen!.headers).toMatchObject({
      authorize_token: 'std-token-abcdefghijkl',
      apptype: 'H5',
      language: 'en',
      timezone: 'Asia/Shanghai',
    });
    expect(seen!.name).toBeTruthy(); // jsdom's FormData loses the file name on the way; browsers keep it
    expect(seen!.url).toBe(`${URL_}?subApp=onmat`);
  });

  it('rejects a refusal with the server message, toasted unless told not to', async () => {
    server.use(
      http.post(URL_, () =>
        HttpResponse.json(
          { state: 0, code: 413, msg: 'Images must be 5 MB or smaller', data: null },
          { status: 413 },
        ),
      ),
    );
    const effects = configured();
    const e = await uploadFile('uploads', file()).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiBusinessError);
    expect((e as ApiBusinessError).code).toBe(413);
    expect(effects.toast).toHaveBeenCalledWith('Images must be 5 MB or smaller');
    await uploadFile('uploads', file(), { showError: false }).catch(() => {});
    expect(effects.toast).toHaveBeenCalledTimes(1);
  });

  it('starts the login flow on 403', async () => {
    server.use(
      http.post(URL_, () => HttpResponse.json({ state: 0, code: 403, msg: '', data: null }, { status: 403 })),
    );
    const effects = configured();
    await expect(uploadFile('uploads', file())).rejects.toMatchObject({ code: 403 });
    await new Promise((r) => setTimeout(r, 0));
    expect(effects.goLogin).toHaveBeenCalledWith('standard');
  });
});
