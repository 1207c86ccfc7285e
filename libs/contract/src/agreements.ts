import { z } from 'zod';
import { msg, type Endpoint } from './common';
import { AGREEMENT_KEY_PATTERN } from './codes/agreements';

export * from './codes/agreements';

/**
 * Legal documents (user agreement, privacy policy, membership, pearls, sports safety, special edition,
 * coach agreements): one set per brand, each with numbered versions and an effective date. The text is
 * a list of structured blocks (heading, paragraph, list; inline bold and link), never HTML: screens
 * render it as text. Served open (the pages are read signed out) in the caller's language.
 */

/** A document's key as in a page's path (privacy, sports_safety): anything else names no document. */
export const agreementKey = z
  .string(msg('invalid_params'))
  .regex(AGREEMENT_KEY_PATTERN, msg('invalid_params'));

/** A run of text: plain, bold, or a link (a site path or an https address; nothing else is served). */
export const agreementInline = z.object({
  text: z.string(),
  bold: z.boolean().optional(),
  href: z.string().optional(),
});

export const agreementBlock = z.discriminatedUnion('type', [
  /** A section's heading; `id` is its anchor (#id in the page's address). */
  z.object({ type: z.literal('heading'), id: z.string(), text: z.string() }),
  z.object({ type: z.literal('paragraph'), content: z.array(agreementInline) }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(agreementInline)) }),
]);

export const agreementVersionInfo = z.object({
  version: z.number().int().positive(),
  /** The day it took effect (China time, YYYY-MM-DD). */
  effectiveDate: z.string(),
  /** What changed from the version before. */
  note: z.string(),
});

export const agreementSummary = z.object({
  key: z.string(),
  title: z.string(),
  version: z.number().int().positive(),
  effectiveDate: z.string(),
});

export const agreementDocument = agreementSummary.extend({
  /** True when this is the version in effect (an older one is shown for the record). */
  current: z.boolean(),
  blocks: z.array(agreementBlock),
  /** Every published version, newest first. */
  versions: z.array(agreementVersionInfo),
});

export const agreementList = z.object({ list: z.array(agreementSummary) });
export const agreementQuery = z.object({
  version: z.coerce
    .number(msg('invalid_params'))
    .int(msg('invalid_params'))
    .positive(msg('invalid_params'))
    .optional(),
});

export type AgreementInline = z.infer<typeof agreementInline>;
export type AgreementBlock = z.infer<typeof agreementBlock>;
export type AgreementVersionInfo = z.infer<typeof agreementVersionInfo>;
export type AgreementSummary = z.infer<typeof agreementSummary>;
export type AgreementDocument = z.infer<typeof agreementDocument>;
export type AgreementList = z.infer<typeof agreementList>;

export const agreementsEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/agreements?subApp=',
    auth: 'none',
    request: null,
    response: agreementList,
    about:
      'The brand’s documents in effect for the sub-app’s audience (students or coaches), title, version and effective date, in the caller’s language.',
  },
  {
    method: 'GET',
    path: '/api/agreements/:key?subApp=&version=',
    auth: 'none',
    request: null,
    response: agreementDocument,
    about:
      'One document of the brand: the version in effect, or `version` when given, as structured blocks (never HTML) with its version history. 5001 for an unknown key or version.',
  },
];
