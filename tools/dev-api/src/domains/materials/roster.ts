import { MATERIAL_CODES } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Owner } from '../../request-helpers';

/**
 * Who may hand homework into a class: its roster (material_roster), the students enrolled in it.
 * A material class is the coach's own and is tied to no course booking in the stand-in, so the
 * roster is kept here: the demo student is on every seeded class, and a development route enrols a
 * fresh student (the e2e journeys and tests). Without it any student of the brand could upload into
 * any class, and fill a coach's homework list with files from strangers (issue 31).
 */
export function onRoster(db: Db, classId: number, userId: number): boolean {
  return !!db
    .prepare('SELECT 1 FROM material_roster WHERE class_id = ? AND user_id = ?')
    .get(classId, userId);
}

/** Refuses homework from a student not on the class's roster, in words (the upload's start and its end). */
export function assertOnRoster(db: Db, owner: Owner, classId: number): void {
  if (!onRoster(db, classId, owner.userId))
    throw new ApiFailure(MATERIAL_CODES.notOnRoster, 'materials_not_on_roster');
}

/** Puts a student on the roster of every material class of a brand; how many were new. */
export function enrolInBrand(db: Db, userId: number, brand: string): number {
  return db
    .prepare(
      'INSERT OR IGNORE INTO material_roster (class_id, user_id) SELECT id, ? FROM material_classes WHERE brand = ?',
    )
    .run(userId, brand).changes;
}
