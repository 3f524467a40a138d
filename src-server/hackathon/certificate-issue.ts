import { randomBytes, randomUUID } from 'node:crypto';
import type { Executor } from '../db/executor';
import { findCertificates, insertCertificates, lockRegistrations } from './certificate-queries';

export interface IssuedCertificate {
  verificationCode: string;
  issuedAt: string;
}

// The registration id's alphabet (no I, O, 0 or 1, which read alike); 10 characters are 50 bits,
// so a code cannot be guessed, and the public check is rate-limited besides.
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newVerificationCode(): string {
  return `KSC-${[...randomBytes(10)].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('')}`;
}

/**
 * product.md §3.7 "Certificates": a registration has one certificate of a type; issuing it again
 * answers the first one's code. Call inside a transaction: the registrations' rows are locked
 * first, so the same certificate asked for twice at once is still issued once.
 */
export async function issueCertificates(
  trx: Executor,
  registrationIds: readonly string[],
  issuedBy: string,
  now: Date,
  certificateType = 'participation',
): Promise<Map<string, IssuedCertificate>> {
  await lockRegistrations(trx, registrationIds);
  const issued = new Map<string, IssuedCertificate>();
  for (let start = 0; start < registrationIds.length; start += 500) {
    for (const row of await findCertificates(trx, registrationIds.slice(start, start + 500), certificateType)) {
      if (!issued.has(row.registration_id)) issued.set(row.registration_id, { verificationCode: row.verification_code, issuedAt: row.issued_at });
    }
  }
  const issuedAt = now.toISOString();
  const fresh = [...new Set(registrationIds)].filter((id) => !issued.has(id)).map((id) => ({ id, code: newVerificationCode() }));
  await insertCertificates(
    trx,
    fresh.map(({ id, code }) => ({ id: randomUUID(), registration_id: id, certificate_type: certificateType, verification_code: code, issued_at: issuedAt, issued_by: issuedBy })),
  );
  for (const { id, code } of fresh) issued.set(id, { verificationCode: code, issuedAt });
  return issued;
}
