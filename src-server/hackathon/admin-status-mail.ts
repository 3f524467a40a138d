import type { RegistrationStatus } from '@shared/api/hackathon/registration';
import { formatPaise } from '@shared/payments/amount';

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
export function paymentReminderMail(facts: ReminderFacts): { subject: string; text: string } {
  const lines = [
    `Hello ${facts.leaderName},`,
    '',
    `Your registration for ${facts.eventName} is saved, but its fee is not paid yet. Complete the payment to secure your battlefield position.`,
    '',
    `Registration id: ${facts.registrationId}`,
    `Team: ${facts.teamSize === 1 ? 'individual' : `team of ${facts.teamSize}`}`,
    `Fee due: ${formatPaise(facts.amountPaise)} (INR)`,
    '',
    `Pay from your participant dashboard: ${facts.publicUrl}/hackathon/dashboard`,
    '',
    'Team Kodeshala',
  ];
  return { subject: `${facts.eventName}: complete the payment for registration ${facts.registrationId}`, text: lines.join('\n') };
}

/** The fixed announcements of product.md §3.4, for the two statuses that send one. */
const announcements: Partial<Record<RegistrationStatus, { subject: string; body: string }>> = {
  waitlisted: {
    subject: 'is on the waitlist',
    body: 'Your registration is on the waitlist. The organisers will write to you as soon as a place opens up; you need to do nothing until then.',
  },
  rejected: {
    subject: 'was not accepted',
    body: 'We are sorry: the organisers could not accept your registration. If you paid the fee, the organisers will contact you about its refund.',
  },
};

export function announcementMail(
  status: RegistrationStatus,
  facts: { eventName: string; registrationId: string; leaderName: string },
): { subject: string; text: string } | undefined {
  const announcement = announcements[status];
  if (!announcement) return undefined;
  const lines = [`Hello ${facts.leaderName},`, '', `${facts.eventName}, registration ${facts.registrationId}.`, announcement.body, '', 'Team Kodeshala'];
  return { subject: `${facts.eventName}: registration ${facts.registrationId} ${announcement.subject}`, text: lines.join('\n') };
}
