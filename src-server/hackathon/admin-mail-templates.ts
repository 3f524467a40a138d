import type { HackathonEmailType } from '@shared/api/hackathon/admin-mail';
import { formatPaise } from '@shared/payments/amount';

/** What a template knows about one registration; the leader is the addressee (product.md §3.7). */
export interface MailRecipient {
  registrationId: string;
  name: string;
  teamName: string;
  teamSize: number;
  amountPaise: number;
  problemStatement: string | null;
}

export interface MailContext {
  eventName: string;
  publicUrl: string;
  /** The organiser's own subject and message from `custom_data`. */
  subject?: string;
  message?: string;
  /** The certificate's verification code, for the certificate type. */
  verificationCode?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface MailContent {
  subject: string;
  paragraphs: string[];
  facts: Array<[label: string, value: string]>;
  link?: { label: string; url: string };
  closing: string;
}

const teamLine = (r: MailRecipient) => `${r.teamName} (${r.teamSize === 1 ? 'individual' : `team of ${r.teamSize}`})`;

/** The announcement's text is the organiser's message; for the others it is an addition, set apart. */
function organiserNote(type: HackathonEmailType, message: string | undefined): string[] {
  if (!message || type === 'announcement') return [];
  return [`A message from the organisers:\n${message}`];
}

/** product.md §3.7 "E-mail templates": one per type, in the participant's own words of the event. */
function content(type: HackathonEmailType, r: MailRecipient, c: MailContext): MailContent {
  const dashboard = { label: 'Your participant dashboard', url: `${c.publicUrl}/hackathon/dashboard` };
  const idFact: [string, string] = ['Registration id', r.registrationId];
  const problem: Array<[string, string]> = r.problemStatement ? [['Problem statement', r.problemStatement]] : [];
  switch (type) {
    case 'confirmation':
      return {
        subject: `${c.eventName}: registration ${r.registrationId} confirmed`,
        paragraphs: [`Your registration for ${c.eventName} is confirmed. Welcome to the hackathon, warrior!`],
        facts: [idFact, ['Team', teamLine(r)], ...problem],
        link: dashboard,
        closing: 'See you on the battlefield,',
      };
    case 'reminder':
      return {
        subject: `${c.eventName}: registration ${r.registrationId} is waiting for its fee`,
        paragraphs: [
          `Your registration for ${c.eventName} is saved, but its fee has not been paid yet.`,
          'Your place is secured once the payment is complete: open your dashboard and choose Pay.',
        ],
        facts: [idFact, ['Team', teamLine(r)], ['Amount due', `${formatPaise(r.amountPaise)} (INR)`]],
        link: { label: 'Complete the payment', url: dashboard.url },
        closing: 'See you on the battlefield,',
      };
    case 'announcement':
      return {
        subject: `${c.eventName}: an update from the organisers`,
        paragraphs: [c.message ?? ''],
        facts: [idFact],
        link: dashboard,
        closing: 'See you on the battlefield,',
      };
    case 'test':
      return {
        subject: `${c.eventName}: test e-mail`,
        paragraphs: [`This is a test e-mail from the ${c.eventName} organisers. It shows that mail to this address arrives; there is nothing you need to do.`],
        facts: [idFact],
        closing: 'Regards,',
      };
    case 'certificate':
      return {
        subject: `${c.eventName}: your participation certificate is ready`,
        paragraphs: [
          `Thank you for taking part in ${c.eventName}. Your participation certificate is ready.`,
          'Anyone you show it to can check it with its verification code on the page below.',
        ],
        facts: [idFact, ['Team', teamLine(r)], ['Verification code', c.verificationCode ?? '']],
        link: { label: 'Your certificate', url: `${c.publicUrl}/hackathon/certificates/${c.verificationCode ?? ''}` },
        closing: 'With thanks,',
      };
  }
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

const paragraphHtml = (paragraph: string) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`;

/** The same content twice: plain text for every client, and simple HTML (no images, no styles sheet) for those that show it. */
export function renderHackathonMail(type: HackathonEmailType, recipient: MailRecipient, context: MailContext): RenderedMail {
  const mail = content(type, recipient, context);
  const paragraphs = [...mail.paragraphs, ...organiserNote(type, context.message)];
  const subject = context.subject || mail.subject;
  const text = [
    `Hello ${recipient.name},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...mail.facts.map(([label, value]) => `${label}: ${value}`),
    ...(mail.link ? ['', `${mail.link.label}: ${mail.link.url}`] : []),
    '',
    mail.closing,
    `The ${context.eventName} team, Kodeshala`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#212529;line-height:1.5">',
    `<p>Hello ${escapeHtml(recipient.name)},</p>`,
    ...paragraphs.map(paragraphHtml),
    '<table style="border-collapse:collapse">',
    ...mail.facts.map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#868e96">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...(mail.link ? [`<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>`] : []),
    `<p>${escapeHtml(mail.closing)}<br>The ${escapeHtml(context.eventName)} team, Kodeshala</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
