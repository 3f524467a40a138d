import type { RecipientGroup } from '@shared/api/hackathon/admin-mail';

/**
 * product.md §3.2.6 Communications: the four template buttons fill the compose form with a group,
 * a subject and a message the organiser then edits.
 */
export const recipientGroupOptions: { value: RecipientGroup; label: string }[] = [
  { value: 'all', label: 'All registrations' },
  { value: 'confirmed', label: 'Confirmed only' },
  { value: 'pending', label: 'Pending payment only' },
];

export interface MessageTemplate {
  key: string;
  label: string;
  group: RecipientGroup;
  subject: string;
  message: string;
}

export const messageTemplates: readonly MessageTemplate[] = [
  {
    key: 'welcome',
    label: 'Welcome',
    group: 'confirmed',
    subject: 'Welcome to the hackathon!',
    message: 'Your place is confirmed. Watch your dashboard for the problem statements, the timeline and your team details. See you at the start line!',
  },
  {
    key: 'payment-reminder',
    label: 'Payment reminder',
    group: 'pending',
    subject: 'Complete your hackathon payment',
    message: 'Your registration is saved but the fee is still unpaid. Open your hackathon dashboard and complete the payment to secure your place before registrations close.',
  },
  {
    key: 'event-updates',
    label: 'Event updates',
    group: 'all',
    subject: 'Hackathon update',
    message: 'Here is the latest news about the event: ',
  },
  {
    key: 'certificate-ready',
    label: 'Certificate ready',
    group: 'confirmed',
    subject: 'Your participation certificate is ready',
    message: 'Thank you for taking part. Your participation certificate is attached to this e-mail; keep it for your records.',
  },
];
