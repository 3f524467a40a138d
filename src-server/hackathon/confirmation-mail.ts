import { formatPaise } from '@shared/payments/amount';

export interface ConfirmationFacts {
  eventName: string;
  registrationId: string;
  leaderName: string;
  teamName: string;
  /** Leader first. */
  people: readonly string[];
  problemStatementId: string | null;
  amountPaise: number;
  gatewayPaymentId: string;
  paidAt: Date;
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
    `Fee paid: ${formatPaise(facts.amountPaise)} (INR)`,
    `Payment id: ${facts.gatewayPaymentId}`,
    `Paid on: ${day(facts.paidAt)}`,
    '',
    `Your participant dashboard (teams, submissions, resources): ${facts.publicUrl}/hackathon/dashboard`,
    'The receipt for this payment comes in a separate e-mail and stays in your payment history.',
    '',
    'See you on the battlefield,',
    'Team Kodeshala',
  ];
  return { subject: `${facts.eventName}: registration ${facts.registrationId} confirmed`, text: lines.join('\n') };
}
