import type { Page } from '@playwright/test';
import { residentIdCheck } from '@yoga/platform';

// A certificate's page is named by a random public id (issue 31), so a spec cannot write one down:
// it finds the id the way a person does, by searching for a seeded holder
// (tools/dev-api/src/domains/certificates/seed.ts: each brand's first holder holds a valid one).

const idOf = (first17: string) => first17 + residentIdCheck(first17);
export const CERT_HOLDERS = {
  onmat: { name: '林晓雨', idNumber: idOf('11010519900307123') },
  phala: { name: '周可欣', idNumber: idOf('33010619930909182') },
};

async function search(page: Pick<Page, 'request'>, brand: 'onmat' | 'phala'): Promise<string> {
  const res = await page.request.post('/api/certificates/search', { data: CERT_HOLDERS[brand] });
  const body = (await res.json()) as { msg: string; data: { list: { id: string }[] } | null };
  const id = body.data?.list[0]?.id;
  if (!id) throw new Error(`no ${brand} certificate found: ${body.msg}`);
  return id;
}

// Searched once per worker: the stand-in limits searches for one holder (10 in 10 minutes).
const found = new Map<string, Promise<string>>();

/** The public id of the brand's seeded valid certificate, found through the public search. */
export function certificateId(page: Pick<Page, 'request'>, brand: 'onmat' | 'phala'): Promise<string> {
  if (!found.has(brand)) found.set(brand, search(page, brand));
  return found.get(brand)!;
}
