import { SqliteError } from 'better-sqlite3';
import { FUND_CODES, type FundDetail, type FundStatus, type FundTally } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';

type FundRow = {
  id: number;
  sub_app: string;
  title_zh: string;
  title_en: string;
  description_zh: string;
  description_en: string;
  amount: number;
  proposer_zh: string;
  proposer_en: string;
  start_at: number;
  end_at: number;
};
type OptionRow = { id: number; label_zh: string; label_en: string; votes: number };

const iso = (ms: number) => new Date(ms).toISOString();

/** Open from start_at (inclusive) to end_at (exclusive), by the server's clock. */
export const statusAt = (f: Pick<FundRow, 'start_at' | 'end_at'>, now: number): FundStatus =>
  now < f.start_at ? 'not_started' : now < f.end_at ? 'open' : 'closed';

/** The fund of this sub-app; another sub-app's and an unknown id get the same not-found answer. */
function findFund(db: Db, subApp: string, id: number): FundRow {
  const row = db.prepare('SELECT * FROM funds WHERE id = ? AND sub_app = ?').get(id, subApp) as
    FundRow | undefined;
  if (!row) throw new ApiFailure(FUND_CODES.fundNotFound, 'fund_not_found');
  return row;
}

function tallyOf(db: Db, f: FundRow, viewer: number | null, now: number, lang: Lang): FundTally {
  const rows = db
    .prepare(
      `SELECT o.id, o.label_zh, o.label_en, o.seeded_votes + COUNT(v.id) AS votes
       FROM fund_options o LEFT JOIN fund_votes v ON v.option_id = o.id
       WHERE o.fund_id = ? GROUP BY o.id ORDER BY o.position`,
    )
    .all(f.id) as OptionRow[];
  const mine =
    viewer === null
      ? undefined
      : (db
          .prepare('SELECT option_id FROM fund_votes WHERE fund_id = ? AND user_id = ?')
          .get(f.id, viewer) as { option_id: number } | undefined);
  const status = statusAt(f, now);
  const top = Math.max(0, ...rows.map((r) => r.votes));
  return {
    fundId: f.id,
    status,
    totalVotes: rows.reduce((s, r) => s + r.votes, 0),
    options: rows.map((r) => ({ id: r.id, label: inLang(lang, r.label_zh, r.label_en), votes: r.votes })),
    myVote: mine?.option_id ?? null,
    winners: status === 'closed' && top > 0 ? rows.filter((r) => r.votes === top).map((r) => r.id) : [],
  };
}

export function getFund(
  db: Db,
  o: { subApp: string; viewer: number | null; id: number },
  now: number,
  lang: Lang,
): FundDetail {
  const f = findFund(db, o.subApp, o.id);
  return {
    id: f.id,
    title: inLang(lang, f.title_zh, f.title_en),
    description: inLang(lang, f.description_zh, f.description_en),
    amount: f.amount,
    proposer: inLang(lang, f.proposer_zh, f.proposer_en),
    startAt: iso(f.start_at),
    endAt: iso(f.end_at),
    tally: tallyOf(db, f, o.viewer, now, lang),
  };
}

export function getTally(
  db: Db,
  o: { subApp: string; viewer: number | null; id: number },
  now: number,
  lang: Lang,
): FundTally {
  return tallyOf(db, findFund(db, o.subApp, o.id), o.viewer, now, lang);
}

/**
 * Casts the user's one vote. Nothing is checked for "voted already" before the insert: the UNIQUE
 * (fund_id, user_id) decides, so of two votes at once (two tabs, a double tap, a replay) exactly one
 * row is written and the other is refused as alreadyVoted.
 */
export function castVote(
  db: Db,
  o: { subApp: string; userId: number; id: number; optionId: number },
  now: number,
  lang: Lang,
): FundTally {
  const f = findFund(db, o.subApp, o.id);
  const status = statusAt(f, now);
  if (status === 'not_started')
    throw new ApiFailure(FUND_CODES.notStarted, 'fund_not_started', 200, {}, { startAt: iso(f.start_at) });
  if (status === 'closed') throw new ApiFailure(FUND_CODES.closed, 'fund_closed');
  const option = db.prepare('SELECT id FROM fund_options WHERE id = ? AND fund_id = ?').get(o.optionId, f.id);
  if (!option) throw new ApiFailure(FUND_CODES.unknownOption, 'fund_option_not_found');
  try {
    db.prepare('INSERT INTO fund_votes (fund_id, option_id, user_id, voted_at) VALUES (?, ?, ?, ?)').run(
      f.id,
      o.optionId,
      o.userId,
      now,
    );
  } catch (e) {
    if (e instanceof SqliteError && e.code === 'SQLITE_CONSTRAINT_UNIQUE')
      throw new ApiFailure(FUND_CODES.alreadyVoted, 'fund_already_voted');
    throw e;
  }
  return tallyOf(db, f, o.userId, now, lang);
}
