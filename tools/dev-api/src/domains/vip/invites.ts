import { VIP_CODES, type VipInvite } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import { brandOf, planRows, toPlan } from './plans';

type InviteRow = {
  teacher_id: number;
  name: string;
  title_zh: string;
  title_en: string;
  years: number;
  discount_percent: number;
};

/** A coach's invitation in this brand; VIP_CODES.teacherNotFound for a coach who has none. */
export function mustGetInvite(db: Db, subApp: string, teacherId: number): InviteRow {
  const row = db
    .prepare('SELECT * FROM vip_invites WHERE brand = ? AND teacher_id = ?')
    .get(brandOf(subApp), teacherId) as InviteRow | undefined;
  if (!row) throw new ApiFailure(VIP_CODES.teacherNotFound, 'vip_teacher_not_found');
  return row;
}

/** The invited price is the server's: the client only ever shows it. */
export function getInvite(db: Db, subApp: string, teacherId: number, lang: Lang): VipInvite {
  const i = mustGetInvite(db, subApp, teacherId);
  return {
    coach: { id: i.teacher_id, name: i.name, title: lang === 'en' ? i.title_en : i.title_zh, years: i.years },
    discountPercent: i.discount_percent,
    plans: planRows(db, brandOf(subApp), 'member').map((r) => toPlan(r, lang, i.discount_percent)),
  };
}
