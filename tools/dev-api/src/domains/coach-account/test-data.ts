import type { devApi } from '../../test-helpers';

type Api = ReturnType<typeof devApi>;

/** The smallest PDF a reader opens (its bytes start with %PDF-). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A text file renamed invoice.pdf: its name says PDF, its bytes do not. */
export const FAKE_PDF_BYTES = Buffer.from('This is not a PDF, only a text file with a .pdf name.\n');

/** The smallest valid PNG: an 1×1 transparent pixel. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A photo for an appeal, through the shared /api/uploads as the coach. */
export async function uploadPhoto(api: Api, token: string, subApp = 'onmat-teacher') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'photo.png');
  const res = await api.app.request(`/api/uploads?subApp=${subApp}`, {
    method: 'POST',
    body: form,
    headers: { AUTHORIZE_TOKEN: token },
  });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Posts one invoice file as the web client does (multipart `file`, the coach token, the language). */
export async function uploadInvoiceFile(
  api: Api,
  token: string,
  bytes: Uint8Array,
  opts: { name?: string; type?: string; lang?: string; subApp?: string } = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'application/pdf' }),
    opts.name ?? 'invoice.pdf',
  );
  const res = await api.app.request(
    `/api/coach-account/invoice-files?subApp=${opts.subApp ?? 'onmat-teacher'}`,
    {
      method: 'POST',
      body: form,
      headers: { AUTHORIZE_TOKEN: token, Language: opts.lang ?? 'zh' },
    },
  );
  type Json = Awaited<ReturnType<Api['call']>>['json'];
  return { status: res.status, json: (await res.json()) as Json };
}
