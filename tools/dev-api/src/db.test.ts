import { describe, expect, it } from 'vitest';
import { openDb } from './db';

describe('a connection that reuses its statements', () => {
  const db = openDb(':memory:');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  db.prepare('INSERT INTO t (name) VALUES (?)').run('a');
  db.prepare('INSERT INTO t (name) VALUES (?)').run('b');

  it('answers each call with its own arguments', () => {
    const byId = 'SELECT name FROM t WHERE id = ?';
    expect(db.prepare(byId).get(1)).toEqual({ name: 'a' });
    expect(db.prepare(byId).get(2)).toEqual({ name: 'b' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 2 });
  });

  it("does not pass one caller's pluck on to the next", () => {
    const count = 'SELECT COUNT(*) AS n FROM t';
    expect(db.prepare(count).pluck().get()).toBe(2);
    expect(db.prepare(count).get()).toEqual({ n: 2 });
  });

  it('still sees a table changed after its statement was first made', () => {
    const all = 'SELECT * FROM t ORDER BY id';
    expect(db.prepare(all).all()).toHaveLength(2);
    db.exec("ALTER TABLE t ADD COLUMN note TEXT DEFAULT 'x'");
    expect(db.prepare(all).all()[0]).toEqual({ id: 1, name: 'a', note: 'x' });
  });
});
