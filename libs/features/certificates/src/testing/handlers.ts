import { http } from 'msw';
import type { Certificate, CertSearchRequest } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

const DAY = 86_400_000;

/** A valid holder's ID number (its check character matches) and name, as the tests type them. */
export const HOLDER = { name: '林晓雨', idNumber: '11010519491231002X' };

export const validCert: Certificate = {
  id: '3f9a1c07d2b84e65',
  no: 'OM202600000101',
  holder: '林**',
  level: '200 小时瑜伽教练',
  issuedAt: new Date(Date.now() - 120 * DAY).toISOString(),
  expiresAt: new Date(Date.now() + 610 * DAY).toISOString(),
  issuer: 'OnMat 瑜伽培训学院',
  subApp: 'onmat',
  status: 'valid',
  revokedAt: null,
};
export const revokedCert: Certificate = {
  ...validCert,
  id: 'b71e04c9a85d2f3e',
  no: 'OM202500000104',
  holder: '赵**',
  level: '孕产瑜伽教练',
  status: 'revoked',
  revokedAt: '2026-11-06T02:00:00.000Z',
};
const certs = [validCert, revokedCert];

/** This domain's success answers (and the stand-in's 404 for an unknown id), shared by its tests. */
export const certificatesHandlers = [
  http.post(`${API}/certificates/search`, async ({ request }) => {
    const by = (await request.json()) as CertSearchRequest;
    if ('no' in by) return okJson({ list: certs.filter((c) => c.no === by.no) });
    return okJson({ list: by.name === HOLDER.name && by.idNumber === HOLDER.idNumber ? [validCert] : [] });
  }),
  http.get(`${API}/certificates/:id`, ({ params }) => {
    const cert = certs.find((c) => c.id === params.id);
    return cert ? okJson(cert) : failJson(404, '证书不存在');
  }),
];
