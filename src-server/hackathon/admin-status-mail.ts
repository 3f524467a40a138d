import type { RegistrationStatus } from '@shared/api/hackathon-registration';
import type { AppLanguage } from '@shared/i18n/languages';
import { formatPaise } from '@shared/payments/amount';
import { hackathonMailMessages } from './mail-messages';

export const paymentReminderMailKind = 'hackathon_payment_reminder';
export const announcementMailKind = 'hackathon_announcement';

interface ReminderFacts {
  eventName: string;
  registrationId: string;
  leaderName: string;
  teamSize: number;
  amountPaise: number;
  publicUrl: string;
}

/** product.md §3.4: an organiser set the registration back to pending payment. */
export function paymentReminderMail(facts: ReminderFacts, language: AppLanguage = 'en'): { subject: string; text: string } {
  const w = hackathonMailMessages[language];
  const lines = [
    w.hello(facts.leaderName),
    '',
    w.reminder(facts.eventName),
    '',
    `${w.registrationId}: ${facts.registrationId}`,
    `${w.team}: ${w.teamKind(facts.teamSize)}`,
    `${w.feeDue}: ${formatPaise(facts.amountPaise)} (INR)`,
    '',
    `${w.payFromDashboard}: ${facts.publicUrl}/hackathon/dashboard`,
    '',
    w.teamKodeshala,
  ];
  return { subject: w.reminderSubject(facts.eventName, facts.registrationId), text: lines.join('\n') };
}

/** The fixed announcements of product.md §3.4, for the two statuses that send one. */
export function announcementMail(
  status: RegistrationStatus,
  facts: { eventName: string; registrationId: string; leaderName: string },
  language: AppLanguage = 'en',
): { subject: string; text: string } | undefined {
  if (status !== 'waitlisted' && status !== 'rejected') return undefined;
  const w = hackathonMailMessages[language];
  const announcement = w.announcements[status];
  const lines = [w.hello(facts.leaderName), '', w.registrationLine(facts.eventName, facts.registrationId), announcement.body, '', w.teamKodeshala];
  return { subject: announcement.subject(facts.eventName, facts.registrationId), text: lines.join('\n') };
}
