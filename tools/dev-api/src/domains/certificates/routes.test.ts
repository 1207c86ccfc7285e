import { describe, expect, it } from 'vitest';
import { CERT_CODES, CERT_SEARCHES_PER_CLIENT, CERT_SEARCHES_PER_QUERY, certificate } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { certSeeds } from './seed';

const search = '/api/certificates/search';
let n = 0;
/** A fresh client address per test, so one test's searches never limit another's. */
const client = () => ({ 'X-Forwarded-For': `10.1.${Math.floor(++n / 200)}.${n % 200}` });
const [valid, expiring, expired, revoked] = certSeeds.onmat.holders;

describe('certificates stand-in', () => {
  it('finds a holder by name and ID number: public data only, the name masked, the state from the dates', async () => {
    const api = devApi();
    const h = client();
    for (const [holder, status] of [
      [valid, 'valid'],
      [expiring, 'valid'],
      [expired, 'expired'],
      [revoked, 'revoked'],
    ] as const) {
      const r = await api.call('POST', search, { name: holder!.name, idNumber: holder!.idNumber }, h);
      const [cert] = r.json.data.list;
      expect(certificate.parse(cert).status).toBe(status);
      // Only a revoked one carries a revocation date, and it is in the past.
      if (status === 'revoked') expect(Date.parse(cert.revokedAt)).toBeLessThan(TEST_NOW);
      else expect(cert.revokedAt).toBeNull();
      expect(cert.holder).toBe(holder!.name[0] + '*'.repeat([...holder!.name].length - 1));
      expect(JSON.stringify(r.json)).not.toContain(holder!.idNumber);
      expect(JSON.stringify(r.json)).not.toContain(holder!.name);
    }
    const soon = (await api.call('POST', search, { name: expiring!.name, idNumber: expiring!.idNumber }, h))
      .json.data.list[0];
    const left = Date.parse(soon.expiresAt) - TEST_NOW;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(30 * 86_400_000);
  });

  it('finds by certificate number as typed (case and spaces), and nothing for an unknown one', async () => {
    const api = devApi();
    const h = client();
    const no = (await api.call('POST', search, { name: valid!.name, idNumber: valid!.idNumber }, h)).json.data
      .list[0].no as string;
    const typed = ` ${no.slice(0, 6).toLowerCase()} ${no.slice(6)} `;
    expect((await api.call('POST', search, { no: typed }, h)).json.data.list[0].no).toBe(no);
    expect((await api.call('POST', search, { no: 'OM202099999999' }, h)).json.data.list).toEqual([]);
  });

  it('never lists by name alone, nor with a wrong ID number; refuses a malformed one', async () => {
    const api = devApi();
    const h = client();
    expect((await api.call('POST', search, { name: valid!.name }, h)).json.code).toBe(400);
    const wrong = valid!.idNumber.slice(0, 17) + (valid!.idNumber.endsWith('1') ? '2' : '1');
    expect((await api.call('POST', search, { name: valid!.name, idNumber: wrong }, h)).json.code).toBe(400);
    expect(
      (await api.call('POST', search, { name: valid!.name, idNumber: revoked!.idNumber }, h)).json.data.list,
    ).toEqual([]);
    expect((await api.call('POST', search, { no: 'NOT-A-NUMBER' }, h)).json.code).toBe(400);
  });

  it('limits searches per client and per query, with a retry time', async () => {
    const api = devApi();
    const h = client();
    for (let i = 0; i < CERT_SEARCHES_PER_QUERY; i++)
      expect((await api.call('POST', search, { no: 'OM202000000001' }, h)).json.code).not.toBe(
        CERT_CODES.tooManySearches,
      );
    const blocked = (await api.call('POST', search, { no: 'OM202000000001' }, client())).json;
    expect(blocked.code).toBe(CERT_CODES.tooManySearches);
    expect(Date.parse(blocked.data.retryAt)).toBeGreaterThan(TEST_NOW);
    const other = client();
    for (let i = 0; i < CERT_SEARCHES_PER_CLIENT; i++)
      await api.call('POST', search, { no: `OM2021${String(i).padStart(8, '0')}` }, other);
    expect((await api.call('POST', search, { no: 'OM202200000001' }, other)).json.code).toBe(
      CERT_CODES.tooManySearches,
    );
    expect((await api.call('POST', search, { no: 'OM202200000001' }, client())).json.code).not.toBe(
      CERT_CODES.tooManySearches,
    );
  });

  it("shows one certificate of the sub-app's brand; 404 for a malformed, unknown or other brand's id", async () => {
    const api = devApi();
    const found = (await api.call('POST', search, { name: valid!.name, idNumber: valid!.idNumber }, client()))
      .json.data.list[0];
    const one = (await api.call('GET', `/api/certificates/${found.id}?subApp=onmat-teacher`)).json.data;
    expect(certificate.parse(one).no).toBe(found.no);
    expect((await api.call('GET', `/api/certificates/${found.id}?subApp=phala`)).json.code).toBe(404);
    expect((await api.call('GET', '/api/certificates/abc?subApp=onmat')).json.code).toBe(404);
    expect((await api.call('GET', '/api/certificates/0123456789abcdef?subApp=onmat')).json.code).toBe(404);
    expect((await api.call('GET', `/api/certificates/${found.id}?subApp=nope`)).json.code).toBe(400);
  });
});
