import { randomBytes, randomUUID } from 'node:crypto';
import type { Executor } from '../db/executor';
import type { RegistrationPeople } from './admin-mail-recipient';
import { findCertificates, insertCertificates, lockRegistrations } from './certificate-queries';

export interface IssuedCertificate {
  verificationCode: string;
  issuedAt: string;
}

/** One person a registration's certificates go to. */
export interface CertificateHolder {
  registrationId: string;
  /** '' for the leader; a member's e-mail, lower-cased. */
  recipient: string;
  name: string;
  /** Where the certificate's mail goes. */
  email: string;
  /** The rest of the team, for the line "of team … (with …)". */
  others: string[];
}

/**
 * product.md §3.7 "Certificates": one for each person of the registration, the leader first, then
 * each listed member (by the address they were declared with, so a member renamed keeps their code).
 */
export function certificateHolders(people: RegistrationPeople): CertificateHolder[] {
  const everyone = [{ name: people.leaderName, email: people.leaderEmail, recipient: '' }];
  const seen = new Set<string>();
  for (const member of people.members) {
    const recipient = member.email.toLowerCase() || `member:${member.name.toLowerCase()}`;
    if (seen.has(recipient)) continue;
    seen.add(recipient);
    everyone.push({ name: member.name, email: member.email, recipient });
  }
  return everyone.map((person) => ({
    registrationId: people.registrationId,
    recipient: person.recipient,
    name: person.name,
    email: person.email,
    others: everyone.filter((other) => other !== person).map((other) => other.name),
  }));
}

export const holderKey = (holder: Pick<CertificateHolder, 'registrationId' | 'recipient'>) => `${holder.registrationId}\n${holder.recipient}`;

// The registration id's alphabet (no I, O, 0 or 1, which read alike); 10 characters are 50 bits,
// so a code cannot be guessed, and the public check is rate-limited besides.
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newVerificationCode(): string {
  return `KSC-${[...randomBytes(10)].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('')}`;
}

/**
 * product.md §3.7 "Certificates": a person has one certificate of a type for a registration;
 * issuing it again answers the first one's code. Call inside a transaction: the registrations'
 * rows are locked first, so the same certificate asked for twice at once is still issued once.
 * Keyed by `holderKey`.
 */
export async function issueCertificates(
  trx: Executor,
  holders: readonly CertificateHolder[],
  issuedBy: string,
  now: Date,
  certificateType = 'participation',
): Promise<Map<string, IssuedCertificate>> {
  const registrationIds = [...new Set(holders.map((holder) => holder.registrationId))];
  await lockRegistrations(trx, registrationIds);
  const issued = new Map<string, IssuedCertificate>();
  for (let start = 0; start < registrationIds.length; start += 500) {
    for (const row of await findCertificates(trx, registrationIds.slice(start, start + 500), certificateType)) {
      const key = holderKey({ registrationId: row.registration_id, recipient: row.recipient });
      if (!issued.has(key)) issued.set(key, { verificationCode: row.verification_code, issuedAt: row.issued_at });
    }
  }
  const issuedAt = now.toISOString();
  const fresh = new Map<string, CertificateHolder & { code: string }>();
  for (const holder of holders) {
    const key = holderKey(holder);
    if (!issued.has(key) && !fresh.has(key)) fresh.set(key, { ...holder, code: newVerificationCode() });
  }
  await insertCertificates(
    trx,
    [...fresh.values()].map((holder) => ({
      id: randomUUID(),
      registration_id: holder.registrationId,
      certificate_type: certificateType,
      verification_code: holder.code,
      issued_at: issuedAt,
      issued_by: issuedBy,
      recipient: holder.recipient,
      recipient_name: holder.name,
    })),
  );
  for (const [key, holder] of fresh) issued.set(key, { verificationCode: holder.code, issuedAt });
  return issued;
}
