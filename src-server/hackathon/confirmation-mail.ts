import type { AppLanguage } from '@shared/i18n/languages';
import { formatPaise } from '@shared/payments/amount';
import { mailDay } from '../mail/language';
import { hackathonMailMessages } from './mail-messages';
import { teamCodeLine } from './membership-mail';

export interface ConfirmationFacts {
  eventName: string;
  registrationId: string;
  leaderName: string;
  teamName: string;
  /** Leader first. */
  people: readonly string[];
  /** 'PS03: title', as problemStatementLine writes it. */
  problemStatement: string | null;
  /** Null when an organiser confirms a registration no payment is recorded for (product.md §3.4). */
  payment: { amountPaise: number; gatewayPaymentId: string; paidAt: Date } | null;
  /** The code the declared members join with; null when the team was closed. */
  teamCode: string | null;
  publicUrl: string;
}

/**
 * The registration's confirmation (product.md §3.4 "Registration after payment", §3.7): sent to the
 * leader's address from the form when the fee is credited, besides the payment receipt, in the
 * language of the account that registered.
 */
export function confirmationMail(facts: ConfirmationFacts, language: AppLanguage = 'en'): { subject: string; text: string } {
  const w = hackathonMailMessages[language];
  const [leader, ...members] = facts.people;
  const lines = [
    w.hello(facts.leaderName),
    '',
    w.confirmed(facts.eventName),
    '',
    `${w.registrationId}: ${facts.registrationId}`,
    `${w.team}: ${facts.teamName} (${w.teamKind(facts.people.length)})`,
    `  ${leader ?? facts.leaderName} (${w.leader})`,
    ...members.map((name) => `  ${name}`),
    ...(facts.teamCode ? [teamCodeLine(language, facts.teamCode)] : []),
    ...(facts.problemStatement ? [`${w.problemStatement}: ${facts.problemStatement}`] : []),
    ...(facts.payment
      ? [`${w.feePaid}: ${formatPaise(facts.payment.amountPaise)} (INR)`, `${w.paymentId}: ${facts.payment.gatewayPaymentId}`, `${w.paidOn}: ${mailDay(facts.payment.paidAt, language)}`]
      : [w.confirmedByOrganisers]),
    '',
    `${w.dashboardLine}: ${facts.publicUrl}/hackathon/dashboard`,
    ...(facts.payment ? [w.receiptSeparately] : []),
    '',
    w.seeYou,
    w.teamKodeshala,
  ];
  return { subject: w.confirmedSubject(facts.eventName, facts.registrationId), text: lines.join('\n') };
}
