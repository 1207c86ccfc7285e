import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { domains } from './domains';
import { devApi, tempDb } from './test-helpers';

/** A developer database as the numbered scheme left it: migrations(id) with 1, 2, 3 applied. */
function oldSchemeDb(file: string): void {
  const db = new Database(file);
  const steps = domains.flatMap((d) => d.migrations);
  const first = ['auth-001-create', 'catalog-001-create', 'monitoring-001-create'];
  db.exec('CREATE TABLE migrations (id INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  first.forEach((name, i) => {
    db.exec(steps.find((s) => s.name === name)!.sql);
    db.prepare('INSERT INTO migrations (id, applied_at) VALUES (?, ?)').run(
      i + 1,
      '2025-01-01T00:00:00.000Z',
    );
  });
  db.prepare(
    "INSERT INTO users (area_code, phone, name, created_at) VALUES ('86', '13800138000', 'Old', 'x')",
  ).run();
  db.prepare(
    "INSERT INTO tokens (token, user_id, sub_app, created_at) VALUES ('onmat_oldtoken0123456789', 1, 'onmat', 'x')",
  ).run();
  db.prepare(
    "INSERT INTO catalog (kind, brand, data) VALUES ('coaches', 'onmat', '{\"name\":\"Kept\"}')",
  ).run();
  db.close();
}

describe('migrations by name', () => {
  it('opens a database made with the old numbered scheme and keeps its data', async () => {
    const file = tempDb();
    oldSchemeDb(file);
    const api = devApi({ dbPath: file });
    const rows = api.db.prepare('SELECT name, applied_at FROM migrations ORDER BY name').all();
    // The old steps keep their dates; later domains' steps are applied after them.
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'auth-001-create', applied_at: '2025-01-01T00:00:00.000Z' },
        { name: 'auth-002-sms-events', applied_at: expect.any(String) },
        { name: 'catalog-001-create', applied_at: '2025-01-01T00:00:00.000Z' },
        { name: 'monitoring-001-create', applied_at: '2025-01-01T00:00:00.000Z' },
      ]),
    );
    const me = await api.call('GET', '/api/user/me?subApp=onmat', undefined, {
      AUTHORIZE_TOKEN: 'onmat_oldtoken0123456789',
    });
    expect(me.json.data).toMatchObject({ name: 'Old', phone: '13800138000' });
    // The catalogue was not empty, so it was not seeded over; sign-in works on the new tables.
    expect((await api.call('GET', '/api/catalog/coaches')).json.data.total).toBe(1);
    expect(await api.signIn('slim', '13900139000')).toMatch(/^slim_/);
    api.db.close();
    const again = devApi({ dbPath: file }); // converting is done once: a second open changes nothing
    expect(again.db.prepare('SELECT COUNT(*) FROM migrations').pluck().get()).toBe(
      domains.flatMap((d) => d.migrations).length,
    );
  });

  it('seeds a domain whose tables are empty, also in an existing database', async () => {
    const file = tempDb();
    devApi({ dbPath: file }).db.prepare('DELETE FROM catalog').run();
    const api = devApi({ dbPath: file });
    expect((await api.call('GET', '/api/catalog/courses')).json.data.total).toBeGreaterThan(0);
  });

  it('names every step once, prefixed by its domain', () => {
    const names = domains.flatMap((d) => d.migrations.map((m) => ({ d: d.name, m: m.name })));
    expect(new Set(names.map((n) => n.m)).size).toBe(names.length);
    for (const n of names) expect(n.m.startsWith(`${n.d}-`)).toBe(true);
  });
});
