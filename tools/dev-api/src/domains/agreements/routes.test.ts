import { describe, expect, it } from 'vitest';
import { AGREEMENT_CODES, agreementDocument, agreementList } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const base = '/api/agreements';
const DAY = 86_400_000;
const get = (path: string, lang?: string, api = devApi()) =>
  api.call('GET', path, undefined, lang ? { Language: lang } : undefined);

describe('agreements stand-in', () => {
  it('lists the brand’s documents for the audience, signed out, each in effect today', async () => {
    const api = devApi();
    const onmat = agreementList.parse((await get(`${base}?subApp=onmat`, undefined, api)).json.data);
    expect(onmat.list.map((d) => d.key)).toEqual([
      'user',
      'privacy',
      'vip',
      'pearl',
      'sports_safety',
      'special_version',
    ]);
    expect(onmat.list[1]).toMatchObject({ key: 'privacy', title: '隐私政策', version: 2 });
    // coaches see their own agreements beside the common ones, not the students' membership terms
    const coach = agreementList.parse((await get(`${base}?subApp=suman-teacher`, undefined, api)).json.data);
    expect(coach.list.map((d) => d.key)).toEqual(['user', 'privacy', 'pearl', 'coach', 'pk']);
    const bay = agreementList.parse((await get(`${base}?subApp=bay`, 'en', api)).json.data);
    expect(bay.list.map((d) => d.title)).toEqual([
      'User Agreement',
      'Privacy Policy',
      'Exercise Safety Notice',
    ]);
  });

  it('serves the version in effect with its history, and an older version on request', async () => {
    const api = devApi();
    const now = agreementDocument.parse(
      (await get(`${base}/privacy?subApp=phala`, undefined, api)).json.data,
    );
    expect(now).toMatchObject({ key: 'privacy', version: 2, current: true });
    expect(now.versions.map((v) => v.version)).toEqual([2, 1]);
    // effective dates are relative to today: v2 twelve days ago, v1 well over a year ago
    const today = TEST_NOW;
    expect(today - Date.parse(now.effectiveDate)).toBeGreaterThan(11 * DAY);
    expect(today - Date.parse(now.effectiveDate)).toBeLessThan(14 * DAY);
    expect(now.blocks.filter((b) => b.type === 'heading').map((b) => b.type === 'heading' && b.id)).toContain(
      'contact',
    );
    const old = agreementDocument.parse(
      (await get(`${base}/privacy?subApp=phala&version=1`, undefined, api)).json.data,
    );
    expect(old).toMatchObject({ version: 1, current: false });
    // the first version lacks the section the second added
    expect(old.blocks.some((b) => b.type === 'heading' && b.id === 'contact')).toBe(false);
  });

  it('words the text in the caller’s language, with the brand’s name and its privacy page', async () => {
    const api = devApi();
    const zh = agreementDocument.parse((await get(`${base}/user?subApp=bay`, undefined, api)).json.data);
    const en = agreementDocument.parse((await get(`${base}/user?subApp=bay`, 'en', api)).json.data);
    expect(zh.title).toBe('用户协议');
    expect(en.title).toBe('User Agreement');
    const text = (d: typeof zh) => JSON.stringify(d.blocks);
    expect(text(zh)).toContain('瑜伽湾');
    expect(text(en)).toContain('Yoga Bay');
    expect(text(en)).not.toMatch(/[\u4e00-\u9fff]/);
    expect(en.blocks).toContainEqual(
      expect.objectContaining({
        type: 'paragraph',
        content: expect.arrayContaining([{ text: 'Privacy Policy', href: '/bay/agreement/privacy' }]),
      }),
    );
  });

  it('answers not found for an unknown or malformed key, another brand’s document, or an unpublished version', async () => {
    const api = devApi();
    const code = async (path: string) => (await get(path, undefined, api)).json.code;
    expect(await code(`${base}/nope?subApp=onmat`)).toBe(AGREEMENT_CODES.documentNotFound);
    expect(await code(`${base}/Bad-Key!?subApp=onmat`)).toBe(AGREEMENT_CODES.documentNotFound);
    // bay has no pearl terms; onmat does
    expect(await code(`${base}/pearl?subApp=bay`)).toBe(AGREEMENT_CODES.documentNotFound);
    expect((await get(`${base}/pearl?subApp=onmat`, undefined, api)).json.state).toBe(1);
    expect(await code(`${base}/privacy?subApp=onmat&version=9`)).toBe(AGREEMENT_CODES.documentNotFound);
    const msg = (await get(`${base}/nope?subApp=onmat`, 'en', api)).json.msg;
    expect(msg).toBe('No such agreement');
    // the sub-app is checked by the contract
    expect((await get(`${base}?subApp=mars`, undefined, api)).json.state).not.toBe(1);
  });
});
