import { formatPaise } from '@shared/payments/amount';

export interface ConfirmationFacts {
  eventName: string;
  registrationId: string;
  leaderName: string;
  teamName: string;
  /** Leader first. */
  people: readonly string[];
  problemStatementId: string | null;
  /** Null when an organiser confirms a registration no payment is recorded for (product.md §3.4). */
  payment: { amountPaise: number; gatewayPaymentId: string; paidAt: Date } | null;
  publicUrl: string;
}

const day = (date: Date) => date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * The registration's confirmation (product.md §3.4 "Registration after payment", §3.7): sent to the
 * leader's address from the form when the fee is credited, besides the payment receipt.
 */
export function confirmationMail(facts: ConfirmationFacts): { subject: string; text: string } {
  const [leader, ...members] = facts.people;
  const lines = [
    `Hello ${facts.leaderName},`,
    '',
    `Your registration for ${facts.eventName} is confirmed. Welcome to the hackathon, warrior!`,
    '',
    `Registration id: ${facts.registrationId}`,
    `Team: ${facts.teamName} (${facts.people.length === 1 ? 'individual' : `team of ${facts.people.length}`})`,
    `  ${leader ?? facts.leaderName} (leader)`,
    ...members.map((name) => `  ${name}`),
    ...(facts.problemStatementId ? [`Problem statement: ${facts.problemStatementId}`] : []),
    ...(facts.payment
      ? [`Fee paid: ${formatPaise(facts.payment.amountPaise)} (INR)`, `Payment id: ${facts.payment.gatewayPaymentId}`, `Paid on: ${day(facts.payment.paidAt)}`]
      : ['Confirmed by the organisers.']),
    '',
    `Your participant dashboard (teams, submissions, resources): ${facts.publicUrl}/hackathon/dashboard`,
    ...(facts.payment ? ['The receipt for this payment comes in a separate e-mail and stays in your payment history.'] : []),
    '',
    'See you on the battlefield,',
    'Team Kodeshala',
  ];
  return { subject: `${facts.eventName}: registration ${facts.registrationId} confirmed`, text: lines.join('\n') };
}
