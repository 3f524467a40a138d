/**
 * Faults of the machine rather than of the request, which a person can act on only by waiting:
 * the disk under DATA_DIR is full, or the database is restarting or unreachable. Answered with
 * their own status and words instead of a 500, so the renderer says "try again" and keeps the
 * learner's work; nothing was written (uploads write to a temporary name first, writes are in
 * transactions).
 */
const storageFullCodes = new Set(['ENOSPC', 'EDQUOT']);
// Node's socket errors, and PostgreSQL's SQLSTATE classes 08 (connection) and 57P (shut down, starting).
const databaseDownCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

export function isStorageFull(error: unknown): boolean {
  return codesOf(error).some((code) => storageFullCodes.has(code));
}

export function isDatabaseDown(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return codesOf(error).some((code) => databaseDownCodes.has(code)) || /Connection terminated|terminating connection due to administrator command|the database system is (starting up|shutting down)/i.test(message);
}
