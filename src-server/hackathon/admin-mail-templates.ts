import type { HackathonEmailType } from '@shared/api/hackathon-admin-mail';
import type { AppLanguage } from '@shared/i18n/languages';
import { formatPaise } from '@shared/payments/amount';
import { hackathonMailMessages, type HackathonMailMessages } from './mail-messages';

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

const teamLine = (r: MailRecipient, w: HackathonMailMessages) => `${r.teamName} (${w.teamKind(r.teamSize)})`;

/** The announcement's text is the organiser's message; for the others it is an addition, set apart. */
function organiserNote(type: HackathonEmailType, message: string | undefined, w: HackathonMailMessages): string[] {
  if (!message || type === 'announcement') return [];
  return [w.organiserNote(message)];
}

/** product.md §3.7 "E-mail templates": one per type, in the participant's own words of the event. */
function content(type: HackathonEmailType, r: MailRecipient, c: MailContext, w: HackathonMailMessages): MailContent {
  const dashboard = { label: w.dashboardLink, url: `${c.publicUrl}/hackathon/dashboard` };
  const idFact: [string, string] = [w.registrationId, r.registrationId];
  const problem: Array<[string, string]> = r.problemStatement ? [[w.problemStatement, r.problemStatement]] : [];
  switch (type) {
    case 'confirmation':
      return {
        subject: w.confirmedSubject(c.eventName, r.registrationId),
        paragraphs: [w.confirmed(c.eventName)],
        facts: [idFact, [w.team, teamLine(r, w)], ...problem],
        link: dashboard,
        closing: w.seeYou,
      };
    case 'reminder':
      return {
        subject: w.waitingSubject(c.eventName, r.registrationId),
        paragraphs: [w.waitingBody(c.eventName), w.waitingHowTo],
        facts: [idFact, [w.team, teamLine(r, w)], [w.amountDue, `${formatPaise(r.amountPaise)} (INR)`]],
        link: { label: w.completePayment, url: dashboard.url },
        closing: w.seeYou,
      };
    case 'announcement':
      return {
        subject: w.updateSubject(c.eventName),
        paragraphs: [c.message ?? ''],
        facts: [idFact],
        link: dashboard,
        closing: w.seeYou,
      };
    case 'test':
      return {
        subject: w.testSubject(c.eventName),
        paragraphs: [w.testBody(c.eventName)],
        facts: [idFact],
        closing: w.regards,
      };
    case 'certificate':
      return {
        subject: w.certificateSubject(c.eventName),
        paragraphs: [w.certificateBody(c.eventName), w.certificateCheck],
        facts: [idFact, [w.team, teamLine(r, w)], [w.verificationCode, c.verificationCode ?? '']],
        link: { label: w.yourCertificate, url: `${c.publicUrl}/hackathon/certificates/${c.verificationCode ?? ''}` },
        closing: w.withThanks,
      };
  }
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

const paragraphHtml = (paragraph: string) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`;

/** The same content twice: plain text for every client, and simple HTML (no images, no styles sheet) for those that show it. */
export function renderHackathonMail(type: HackathonEmailType, recipient: MailRecipient, context: MailContext, language: AppLanguage = 'en'): RenderedMail {
  const w = hackathonMailMessages[language];
  const mail = content(type, recipient, context, w);
  const paragraphs = [...mail.paragraphs, ...organiserNote(type, context.message, w)];
  const subject = context.subject || mail.subject;
  const text = [
    w.hello(recipient.name),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...mail.facts.map(([label, value]) => `${label}: ${value}`),
    ...(mail.link ? ['', `${mail.link.label}: ${mail.link.url}`] : []),
    '',
    mail.closing,
    w.eventTeam(context.eventName),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#212529;line-height:1.5">',
    `<p>${escapeHtml(w.hello(recipient.name))}</p>`,
    ...paragraphs.map(paragraphHtml),
    '<table style="border-collapse:collapse">',
    ...mail.facts.map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#868e96">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...(mail.link ? [`<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>`] : []),
    `<p>${escapeHtml(mail.closing)}<br>${escapeHtml(w.eventTeam(context.eventName))}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
