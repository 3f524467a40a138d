/**
 * Whether a failed write broke a unique or primary key: PostgreSQL's SQLSTATE 23505, or
 * better-sqlite3's extended result codes. Callers let the key decide a race and then look up
 * which row won, to answer the loser with a message instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
