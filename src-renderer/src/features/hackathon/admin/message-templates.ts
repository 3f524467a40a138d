import type { RecipientGroup } from '@shared/api/hackathon-admin-mail';
import type { AdminKey } from './admin-texts';

/**
 * product.md §3.2.6 Communications: the four template buttons fill the compose form with a group,
 * a subject and a message the organiser then edits; all three are words of the admin dictionary.
 */
export const recipientGroupOptions: { value: RecipientGroup; key: AdminKey }[] = [
  { value: 'all', key: 'groupAll' },
  { value: 'confirmed', key: 'groupConfirmed' },
  { value: 'pending', key: 'groupPending' },
];

export interface MessageTemplate {
  key: string;
  label: AdminKey;
  group: RecipientGroup;
  subject: AdminKey;
  message: AdminKey;
}

export const messageTemplates: readonly MessageTemplate[] = [
  { key: 'welcome', label: 'welcomeLabel', group: 'confirmed', subject: 'welcomeSubject', message: 'welcomeMessage' },
  { key: 'payment-reminder', label: 'reminderLabel', group: 'pending', subject: 'reminderSubject', message: 'reminderMessage' },
  { key: 'event-updates', label: 'updatesLabel', group: 'all', subject: 'updatesSubject', message: 'updatesMessage' },
  { key: 'certificate-ready', label: 'certificateLabel', group: 'confirmed', subject: 'certificateSubject', message: 'certificateMessage' },
];
