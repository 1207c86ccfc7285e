import { z } from 'zod';
import { isResidentIdNumber } from '@yoga/platform';
import { msg, subAppId, type Endpoint } from './common';
import { CERT_NO_PATTERN, CERT_PUBLIC_ID_PATTERN, normaliseCertNo } from './codes/certificates';

export * from './codes/certificates';

/**
 * Certificates: public search (/cc, signed out) by holder name + ID number or by certificate number,
 * and one certificate by id for its page. Only public data ever leaves the stand-in: the holder's
 * name masked, never the ID number. Dates are ISO strings.
 */

export const certStatus = z.enum(['valid', 'expired', 'revoked']);

/** A certificate's public id: random, never its row number (see CERT_PUBLIC_ID_PATTERN). */
export const certPublicId = z
  .string(msg('invalid_params'))
  .regex(CERT_PUBLIC_ID_PATTERN, msg('invalid_params'));

export const certificate = z.object({
  /** The public id: what its page's address, QR and share links carry. */
  id: certPublicId,
  /** The certificate number (OM2024000101): what the QR's verification link searches for. */
  no: z.string(),
  /** The holder's name with all but its first character masked (张**). */
  holder: z.string(),
  /** The level's name in the caller's language (200-hour teacher). */
  level: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  /** Who issued it, in the caller's language. */
  issuer: z.string(),
  /** The student sub-app of the issuing brand: where its page is (onmat, phala). */
  subApp: subAppId,
  status: certStatus,
  /** When it was revoked; null unless revoked (an expired one's date is expiresAt). */
  revokedAt: z.string().nullable(),
});

/** By number alone, or by name and ID number together: a name alone lists nothing. */
export const certSearchRequest = z.union([
  z.object({
    no: z
      .string(msg('invalid_params'))
      .transform(normaliseCertNo)
      .pipe(z.string().regex(CERT_NO_PATTERN, msg('invalid_params'))),
  }),
  z.object({
    name: z.string(msg('invalid_params')).trim().min(1, msg('invalid_params')).max(32, msg('invalid_params')),
    idNumber: z
      .string(msg('invalid_params'))
      .trim()
      .toUpperCase()
      .refine(isResidentIdNumber, msg('invalid_params')),
  }),
]);

export const certSearchResult = z.object({ list: z.array(certificate) });

export type CertStatus = z.infer<typeof certStatus>;
export type Certificate = z.infer<typeof certificate>;
export type CertSearchRequest = z.input<typeof certSearchRequest>;
export type CertSearchResult = z.infer<typeof certSearchResult>;

export const certificatesEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/certificates/search',
    auth: 'none',
    request: certSearchRequest,
    response: certSearchResult,
    about:
      'Certificates by number, or by holder name and ID number (never by name alone); limited per client and per query (4852 with data { retryAt }).',
  },
  {
    method: 'GET',
    path: '/api/certificates/:id?subApp=',
    auth: 'none',
    request: null,
    response: certificate,
    about:
      'One certificate of the sub-app’s brand by its public id (16 random hex characters), public data only (404 for an unknown id or another brand’s); lookups are limited per client (429 with data { retryAt }).',
  },
];
