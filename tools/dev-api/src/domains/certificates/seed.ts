import { createHash } from 'node:crypto';
import { residentIdCheck } from '@yoga/platform';
import type { Db } from '../../db';
import { newPublicId } from './public-id';

const DAY = 86_400_000;

/** SHA-256 of an ID number as stored (upper case): matched, never kept in clear. */
export const idDigest = (idNumber: string) =>
  createHash('sha256').update(idNumber.trim().toUpperCase()).digest('hex');

/** A valid ID number from 17 digits (the check character computed). */
const idOf = (first17: string) => first17 + residentIdCheck(first17);

export type CertState = 'valid' | 'expiring' | 'expired' | 'revoked';

/** The demo holders (public: the e2e journey and a person trying /cc search with these). */
export const certSeeds: Record<
  'onmat' | 'phala',
  { prefix: string; holders: { name: string; idNumber: string; level: string; state: CertState }[] }
> = {
  onmat: {
    prefix: 'OM',
    holders: [
      { name: '林晓雨', idNumber: idOf('11010519900307123'), level: 'ryt200', state: 'valid' },
      { name: '陈思远', idNumber: idOf('31010419880815201'), level: 'ryt500', state: 'expiring' },
      { name: '王静', idNumber: idOf('44030419920612342'), level: 'ryt200', state: 'expired' },
      { name: '赵一鸣', idNumber: idOf('51010719950120456'), level: 'prenatal', state: 'revoked' },
    ],
  },
  phala: {
    prefix: 'PH',
    holders: [
      { name: '周可欣', idNumber: idOf('33010619930909182'), level: 'ryt200', state: 'valid' },
      { name: '吴浩然', idNumber: idOf('42010619870402331'), level: 'aerial', state: 'expiring' },
      { name: '孙悦', idNumber: idOf('32010219910718264'), level: 'ryt500', state: 'expired' },
      { name: '李安', idNumber: idOf('37010219940228117'), level: 'prenatal', state: 'revoked' },
    ],
  },
};

/** The certificate number of a seed: issuer prefix, year of issue, a serial. */
export const seedCertNo = (prefix: string, year: number, serial: number) =>
  `${prefix}${year}${String(serial).padStart(8, '0')}`;

/** Issue and expiry relative to the clock: valid for two years, expiring in 20 days, expired, revoked. */
function datesOf(state: CertState, now: number): { issued: number; expires: number; revoked: number | null } {
  switch (state) {
    case 'valid':
      return { issued: now - 120 * DAY, expires: now + 610 * DAY, revoked: null };
    case 'expiring':
      return { issued: now - 710 * DAY, expires: now + 20 * DAY, revoked: null };
    case 'expired':
      return { issued: now - 800 * DAY, expires: now - 70 * DAY, revoked: null };
    case 'revoked':
      return { issued: now - 300 * DAY, expires: now + 430 * DAY, revoked: now - 30 * DAY };
  }
}

/** Four certificates per brand (one of each state), written once into an empty table. */
export function seedCertificates(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM certificates').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const insert = db.prepare(
    `INSERT INTO certificates (no, brand, holder_name, id_digest, level, issued_at, expires_at, revoked_at, public_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const [brand, { prefix, holders }] of Object.entries(certSeeds))
      holders.forEach((h, i) => {
        const d = datesOf(h.state, now);
        const no = seedCertNo(prefix, new Date(d.issued).getUTCFullYear(), 101 + i);
        const digest = idDigest(h.idNumber);
        insert.run(no, brand, h.name, digest, h.level, d.issued, d.expires, d.revoked, newPublicId());
      });
  })();
}
