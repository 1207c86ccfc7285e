import { describe, expect, it } from 'vitest';
import { TALENT_CODES, talentProgramme } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const form = { specialty: 'yin', city: '杭州', intro: '每周练三次阴瑜伽，想分享给更多同学。' };

describe('talent stand-in', () => {
  it('shows the programme signed out, ranked by classes, in the caller’s language', async () => {
    const api = devApi();
    const zh = talentProgramme.parse((await api.call('GET', '/api/talent?subApp=phala')).json.data);
    expect(zh.application).toBeNull();
    expect(zh.talents.length).toBeGreaterThanOrEqual(8);
    expect(zh.talents.map((t) => t.rank)).toEqual(zh.talents.map((_, i) => i + 1));
    const classes = zh.talents.map((t) => t.classes);
    expect(classes).toEqual([...classes].sort((a, b) => b - a));
    expect(Date.parse(zh.talents[0]!.since)).toBeLessThan(TEST_NOW);
    const en = talentProgramme.parse(
      (await api.call('GET', '/api/talent?subApp=phala', undefined, { Language: 'en' })).json.data,
    );
    expect(en.title).toBe('Yoga talent programme');
    expect(en.talents[0]!.name).toMatch(/^[A-Za-z' ]+$/);
  });

  it('has no programme outside phala’s student app', async () => {
    const api = devApi();
    for (const sub of ['onmat', 'phala-teacher'])
      expect((await api.call('GET', `/api/talent?subApp=${sub}`)).json.code).toBe(404);
  });

  it('takes one application per student, validated, and shows it only to its author', async () => {
    const api = devApi();
    const me = { AUTHORIZE_TOKEN: await api.signIn('phala', '13900000072') };
    const bad = await api.call('POST', '/api/talent/apply?subApp=phala', { ...form, intro: '短' }, me);
    expect(bad.json.code).not.toBe(1);
    const res = await api.call('POST', '/api/talent/apply?subApp=phala', form, me);
    const p = talentProgramme.parse(res.json.data);
    expect(p.application).toMatchObject({ status: 'pending', specialty: 'yin', city: '杭州' });
    const again = await api.call('POST', '/api/talent/apply?subApp=phala', form, me);
    expect(again.json.code).toBe(TALENT_CODES.alreadyApplied);
    const other = { AUTHORIZE_TOKEN: await api.signIn('phala', '13900000073') };
    const theirs = talentProgramme.parse(
      (await api.call('GET', '/api/talent?subApp=phala', undefined, other)).json.data,
    );
    expect(theirs.application).toBeNull();
    expect(theirs.applicants).toBe(p.applicants);
  });

  it('refuses a coach’s token, another sub-app’s token and no token', async () => {
    const api = devApi();
    const coach = { AUTHORIZE_TOKEN: await api.signIn('phala-teacher', '13900000074') };
    expect((await api.call('POST', '/api/talent/apply?subApp=phala', form, coach)).json.code).toBe(403);
    const onmat = { AUTHORIZE_TOKEN: await api.signIn('onmat', '13900000074') };
    expect((await api.call('POST', '/api/talent/apply?subApp=phala', form, onmat)).json.code).toBe(403);
    expect((await api.call('POST', '/api/talent/apply?subApp=phala', form)).json.code).toBe(403);
  });
});
