import { hackathonMessageTable, hackathonMessages } from '@shared/hackathon/messages';
import { hackathonEmailTypes, recipientGroupStatuses, type HackathonEmailType, type SendEmailBody, type SendEmailReply } from '@shared/api/hackathon-admin-mail';
import { checkEmail } from '@shared/hackathon/contact-rules';
import type { Kysely } from 'kysely';
import type { Database, HackathonRegistrationStatus } from '../db/schema';
import { badRequest } from '../errors';
import type { MailDelivery } from '../mail/delivery';
import { registrationLanguages } from '../mail/language';
import { enqueueMails } from '../mail/outbox';
import { findRegistrationsByIds, listRegistrationsByStatus, type MailRegistrationRow } from './admin-mail-queries';
import { problemStatementLine, registrationPeople, type RegistrationPeople } from './admin-mail-recipient';
import { renderHackathonMail } from './admin-mail-templates';
import { requireEventEnded } from './certificate-files';
import { type CertificateHolder, certificateHolders, holderKey, issueCertificates } from './certificate-issue';
import { loadCurrentEvent } from './current-event';


/** Which registrations a type may go to; the rest are reported in failed_sends with the reason. */
const allowedStatus: Partial<Record<HackathonEmailType, { status: HackathonRegistrationStatus; message: string }>> = {
  confirmation: { status: 'confirmed', message: hackathonMessages.confirmationNeedsConfirmed },
  certificate: { status: 'confirmed', message: hackathonMessages.certificateNeedsConfirmed },
  reminder: { status: 'pending_payment', message: hackathonMessages.reminderNeedsPending },
};

const isEmailType = (value: string): value is HackathonEmailType => (hackathonEmailTypes as readonly string[]).includes(value);

export interface SendContext {
  db: Kysely<Database>;
  mail: MailDelivery;
  publicUrl: string;
  organiserId: string;
  now: Date;
}

async function recipientsOf(db: Kysely<Database>, eventId: string, body: SendEmailBody): Promise<{ rows: MailRegistrationRow[]; missing: string[] }> {
  if (body.group) return { rows: await listRegistrationsByStatus(db, eventId, [...recipientGroupStatuses[body.group]]), missing: [] };
  const ids = [...new Set(body.recipients ?? [])];
  const rows = ids.length > 0 ? await findRegistrationsByIds(db, eventId, ids) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the order the organiser listed them.
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), missing: ids.filter((id) => !byId.has(id)) };
}

/**
 * POST /api/hackathon/admin/send-email: one mail per registration, to its leader's address, all
 * queued in one transaction (a certificate mail issues its certificate in the same one), then
 * delivered by the outbox's delivery. A registration that cannot get this mail is not a failure
 * of the whole call: it is listed in failed_sends with the reason.
 */
export async function sendHackathonEmails(context: SendContext, body: SendEmailBody): Promise<SendEmailReply> {
  const type = body.email_type;
  if (!isEmailType(type)) throw badRequest(hackathonMessageTable.ref('unknownEmailType'));
  const message = body.custom_data?.message || undefined;
  if (type === 'announcement' && !message) throw badRequest(hackathonMessageTable.ref('announcementNeedsMessage'));

  const event = await loadCurrentEvent(context.db);
  if (type === 'certificate') requireEventEnded(event, context.now);
  const { rows, missing } = await recipientsOf(context.db, event.id, body);
  const failed: SendEmailReply['data']['failed_sends'] = missing.map((id) => ({ recipient_id: id, error: hackathonMessages.registrationNotFound }));
  const eligible: RegistrationPeople[] = [];
  for (const row of rows) {
    const people = registrationPeople(row);
    const rule = allowedStatus[type];
    if (rule && people.status !== rule.status) failed.push({ recipient_id: people.registrationId, error: rule.message });
    else if (!checkEmail(people.leaderEmail).valid) failed.push({ recipient_id: people.registrationId, error: hackathonMessages.unusableAddress });
    else eligible.push(people);
  }

  await context.db.transaction().execute(async (trx) => {
    const languages = await registrationLanguages(
      trx,
      eligible.map((p) => p.registrationId),
    );
    // A certificate goes to each person of the team, with their own name and code; any other
    // mail goes to the registration's leader.
    const addressed = eligible.flatMap((people): { people: RegistrationPeople; holder: CertificateHolder | undefined }[] =>
      type === 'certificate'
        ? certificateHolders(people)
            .filter((holder) => checkEmail(holder.email).valid)
            .map((holder) => ({ people, holder }))
        : [{ people, holder: undefined }],
    );
    const certificates =
      type === 'certificate'
        ? await issueCertificates(
            trx,
            addressed.flatMap(({ holder }) => (holder ? [holder] : [])),
            context.organiserId,
            context.now,
          )
        : undefined;
    const mails = addressed.map(({ people, holder }) => ({
      to: holder?.email ?? people.leaderEmail,
      kind: `hackathon_${type}`,
      ...renderHackathonMail(
        type,
        {
          registrationId: people.registrationId,
          name: holder?.name ?? people.leaderName,
          teamName: people.teamName,
          teamSize: people.teamSize,
          amountPaise: people.amountPaise,
          problemStatement: problemStatementLine(event, people.problemStatementId),
        },
        {
          eventName: event.name,
          publicUrl: context.publicUrl,
          subject: body.custom_data?.subject || undefined,
          message,
          verificationCode: holder ? certificates?.get(holderKey(holder))?.verificationCode : undefined,
        },
        languages.get(people.registrationId),
      ),
    }));
    await enqueueMails(trx, mails, context.mail.smtp, context.now);
  });
  context.mail.kick();
  return { success: true, data: { successful_count: eligible.length, failed_count: failed.length, failed_sends: failed } };
}
