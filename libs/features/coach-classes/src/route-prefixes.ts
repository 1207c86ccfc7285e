/**
 * The coach apps with a one-kind class list (class_info/:type) and with a class roster
 * (get_class_info). Lists, not look-ups in @yoga/platform's routeTable: read at runtime, that table
 * ships in full in the shell chunk of every first screen (logins grew 2.2 KB over their budget).
 * Their test keeps them equal to the table.
 */
export const KIND_PREFIXES: readonly string[] = ['/onmat/teacher', '/phala/teacher'];
export const ROSTER_PREFIXES: readonly string[] = ['/teacher'];
