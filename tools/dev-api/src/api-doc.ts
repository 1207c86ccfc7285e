import type { OpenApiDoc } from './openapi/types';

/** API.md: a short human index of openapi.json (same source), pointing at the full document. */
export function apiDoc(doc: OpenApiDoc): string {
  const rows = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path: p, ...op })),
  );
  const byTag = new Map<string, typeof rows>();
  for (const r of rows) byTag.set(r.tags[0]!, [...(byTag.get(r.tags[0]!) ?? []), r]);
  const sections = [...byTag].map(
    ([tag, list]) =>
      `## ${tag}\n\n| method | path | auth | codes | what |\n| --- | --- | --- | --- | --- |\n` +
      list
        .map(
          (r) =>
            `| ${r.method} | \`${r.path}\` | ${r['x-auth']} | ${r['x-codes'].map((c) => c.code).join(', ')} | ${r.summary} |`,
        )
        .join('\n'),
  );
  return `# Dev API reference

Generated from \`libs/contract\` with \`openapi.json\` (OpenAPI 3.1: parameters, request and reply schemas in
the envelope, business codes with their messages) by \`tools/dev-api/src/openapi\`; a test fails when either
file is stale (regenerate: \`npm run docs\` in tools/dev-api, i.e. \`UPDATE_API_DOC=1 npx vitest run
src/api-doc.test.ts\`). With development calls on, the running stand-in serves it at \`/__dev/openapi.json\`
and draws it at \`/__dev/docs\`.

${doc.info.description}

${rules}

${sections.join('\n\n')}
`;
}

/** Rules that hold across domains against a hostile caller (issue 31), with why each is so. */
const rules = `## Rules against abuse

- Points: a refund claws back everything its order earned, even beyond the balance, which then goes
  negative and pays for nothing until new points cover it. Flooring at 0 let a buyer keep points earned
  by a refunded order by parking them in a pending order first (pay, spend into a pending order, refund,
  cancel: +100 a round). Refusing the refund instead would hold a customer's money hostage to points
  they may have spent legitimately, and a claw-back of pending orders' points would reach into other
  orders; a debt on the ledger is honest, visible on the points page and repaid by the next earnings.
- Signed links (invoice PDFs, course playbacks, slim lessons, class materials) carry a ticket
  \`user.expiry.signature\`, signed with \`LINK_SIGNING_KEY\` (a random key per start while development
  calls are on; the stand-in does not start without it otherwise). A ticket lives minutes (invoice 30,
  videos 120, class materials 240); a later expiry is refused even when signed, and a video's owner is
  checked again on every request, so a refund ends playback.
- Limited stock (src/hold-policy.ts): an unpaid order holds its units for its payment window and
  gives them back when it expires or is cancelled. Units one user holds unpaid are capped: the store
  5 per SKU and 20 in all, slim handbooks one order's worth (the edition's most per order), a flash
  sale item one per user; and one exam seat per person across a brand's sub-apps (onmat and
  onmat-teacher share it).
- Uploads: one quota per user across every upload path (\`/api/uploads\`, coach answer and class
  question files, coach invoice files, coach materials and homework): 60 files and 500 MB in any 24
  hours (code 429), so no path is a way around it. Single files are 5 MB (images, answer and invoice
  files), material and homework images 10 MB and videos 200 MB, sent in 512 KB chunks. The gateway and
  the generated nginx config take 5 MB bodies on exactly the single-file paths, 1 MB elsewhere.
- SMS codes: a new code does not void one already sent; each client's last 3 codes to a number stay
  valid until they expire (5 minutes), and any live code signs in. Sends are counted per number from
  one client (one a minute, 5 an hour) and per client (60 an hour); from all clients together a
  number takes 50 an hour. So a stranger asking codes for someone's number spends his own allowance
  and cannot keep the owner from signing in. Wrong codes stay counted per client and per number.
- Demo gift-card codes exist only while development calls are on, drawn at random per database
  (listed by \`/__dev/gift-cards/demo\`); with \`DEV_ONLY=off\` unredeemed demo codes, and those an older
  stand-in derived from public text, are deleted at start.
- Rate limits key on the client as the gateway saw it: \`X-Forwarded-For\` is believed only from an
  address in \`TRUSTED_PROXY\` (the gateway, which sets the header itself); anyone else is their socket
  address, so a direct caller cannot pick a fresh address per request.
- Certificates: a page, its QR and share links name a certificate by a random public id (16 hex
  characters), never its row number, so one id leads to no other. \`GET /api/certificates/{id}\` is
  limited to 60 lookups per client in 10 minutes, found or not (code 429 with data { retryAt }); the
  holder's own list (renewal options) is not. Bay certificate numbers carry a random serial, not one
  made of the user id.
- Homework: a student hands homework into a class only while on its roster (the students enrolled
  in it; the demo student is on every seeded class, \`/__dev/materials/enrol\` enrols a fresh one).
  Anyone else is refused with code 5408, in words, when the upload starts and again when it
  completes. Not 403: the web client reads 403 as "sign in", and this student is signed in.
- Flash sale: besides one unit per item, a person holds or buys at most 2 units in one session (the
  sale's event), all its items together (\`FLASH_SALE_CAP_PER_SESSION\` in the contract); unpaid holds
  count until they are cancelled or expire. A buy past it is refused with code 4805 and data { max },
  in words; the screen states both limits.`;
