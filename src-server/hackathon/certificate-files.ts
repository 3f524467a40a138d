import { once } from 'node:events';
import { hackathonMessageTable } from '@shared/hackathon/messages';
import type { HackathonEvent } from '@shared/hackathon/event';
import * as archiverPackage from 'archiver';
import type { Archiver, ArchiverOptions } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PdfWork } from '../heavy-work/pool';
import { AppError, notFound } from '../errors';
import { findRegistrationsByIds } from './admin-mail-queries';
import { problemStatementLine, registrationPeople, type RegistrationPeople } from './admin-mail-recipient';
import { certificateHolders, holderKey, issueCertificates, type IssuedCertificate } from './certificate-issue';
import { listConfirmedRegistrations } from './certificate-queries';
import { loadCurrentEvent } from './current-event';

// archiver 7 (installed) exports one function, archiver('zip', options); @types/archiver 8
// describes version 8's classes instead, so the function is typed here.
const createArchive = (archiverPackage as unknown as { default: (format: 'zip', options?: ArchiverOptions) => Archiver }).default;

export interface CertificateContext {
  db: Kysely<Database>;
  publicUrl: string;
  pdfWork: PdfWork;
  /** The organiser issuing. */
  issuedBy: string;
  now: Date;
}

export const certificateUrl = (publicUrl: string, code: string) => `${publicUrl}/hackathon/certificates/${code}`;

/** One page for each person of the registration, in the order `certificateHolders` gives them. */
async function certificatePdf(context: CertificateContext, event: HackathonEvent, people: RegistrationPeople, issued: Map<string, IssuedCertificate>): Promise<Buffer> {
  const certificates = certificateHolders(people).map((holder) => {
    const certificate = issued.get(holderKey(holder));
    if (!certificate) throw new Error(`certificate for ${holderKey(holder)} was not issued`);
    return {
      participantName: holder.name,
      teamName: people.teamName,
      memberNames: holder.others,
      eventName: event.name,
      eventOriginalName: event.originalName,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      venue: event.venue,
      problemStatement: problemStatementLine(event, people.problemStatementId),
      verificationCode: certificate.verificationCode,
      verificationUrl: certificateUrl(context.publicUrl, certificate.verificationCode),
      issuedAt: certificate.issuedAt,
    };
  });
  const pdf = await context.pdfWork.heavyWork.run('certificatePdf', { resourcesDir: context.pdfWork.resourcesDir, certificates });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** product.md §3.7 "Certificates": a certificate says the team took part, so none before the event has ended. */
export function requireEventEnded(event: HackathonEvent, now: Date): void {
  if (now.getTime() < Date.parse(event.endsAt)) throw new AppError('CONFLICT', hackathonMessageTable.ref('certificateBeforeEnd'), 409);
}

const issue = (context: CertificateContext, people: readonly RegistrationPeople[]) =>
  context.db.transaction().execute((trx) => issueCertificates(trx, people.flatMap(certificateHolders), context.issuedBy, context.now));

/** product.md §3.7 "Certificates": a confirmed registration's certificates, a page a person, issued on first request. */
export async function generateCertificate(context: CertificateContext, registrationId: string): Promise<Buffer> {
  const event = await loadCurrentEvent(context.db);
  requireEventEnded(event, context.now);
  const [row] = await findRegistrationsByIds(context.db, event.id, [registrationId]);
  if (!row) throw notFound(hackathonMessageTable.ref('registrationNotFound'));
  if (row.status !== 'confirmed') throw new AppError('CONFLICT', hackathonMessageTable.ref('certificateNeedsConfirmed'), 409);
  const people = registrationPeople(row);
  return certificatePdf(context, event, people, await issue(context, [people]));
}

const pageSize = 200;

/**
 * Every confirmed registration's certificates (a PDF a registration, a page a person) in one ZIP, written while it is sent: a page of
 * registrations at a time, each PDF appended only once the previous one has gone into the
 * archive, so a slow download holds back the drawing instead of filling memory.
 */
export async function certificatesZip(context: CertificateContext, log: FastifyBaseLogger): Promise<Archiver> {
  const event = await loadCurrentEvent(context.db);
  requireEventEnded(event, context.now);
  const archive = createArchive('zip', { zlib: { level: 6 } });
  const closed = new AbortController();
  archive.once('close', () => closed.abort());

  async function fill(): Promise<void> {
    let afterId = '';
    for (;;) {
      const rows = await listConfirmedRegistrations(context.db, event.id, afterId, pageSize);
      if (rows.length === 0) break;
      const people = rows.map(registrationPeople);
      const issued = await issue(context, people);
      for (const [index, row] of rows.entries()) {
        const pdf = await certificatePdf(context, event, people[index]!, issued);
        if (closed.signal.aborted) return;
        const entered = once(archive, 'entry', { signal: closed.signal });
        archive.append(pdf, { name: `certificate_${row.id}.pdf`, date: context.now });
        await entered;
      }
      afterId = rows.at(-1)?.id ?? afterId;
    }
    // Its failures are the stream's own 'error', which the reply reports.
    archive.finalize().catch(() => undefined);
  }

  fill().catch((error: unknown) => {
    if (closed.signal.aborted) return;
    log.error({ err: error }, 'certificates ZIP failed');
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
