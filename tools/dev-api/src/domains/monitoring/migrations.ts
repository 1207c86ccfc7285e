import type { Migration } from '../../domain';

export const monitoringMigrations: Migration[] = [
  {
    name: 'monitoring-001-create',
    sql: `CREATE TABLE monitoring_events (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, body TEXT NOT NULL);`,
  },
];
