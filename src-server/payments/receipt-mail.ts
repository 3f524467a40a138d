import { formatPaise } from '@shared/payments/amount';

export interface ReceiptFacts {
  receiptNumber: string;
  displayName: string;
  description: string;
  amountPaise: number;
  gatewayPaymentId: string;
  paidAt: Date;
  expiresAt: Date | null;
  publicUrl: string;
}

const day = (date: Date) => date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The receipt e-mail (replaces product.md §1.7's /send-email, which the server now sends itself). */
export function receiptMail(facts: ReceiptFacts): { subject: string; text: string } {
  const lines = [
    `Hello ${facts.displayName},`,
    '',
    'Thank you for your payment to Kodeshala. This is your receipt.',
    '',
    `Receipt number: ${facts.receiptNumber}`,
    `Item: ${facts.description}`,
    `Amount paid: ${formatPaise(facts.amountPaise)} (INR, inclusive of taxes)`,
    `Payment id: ${facts.gatewayPaymentId}`,
    `Paid on: ${day(facts.paidAt)}`,
    ...(facts.expiresAt ? [`Premium access until: ${day(facts.expiresAt)}`] : []),
    '',
    `Your payment history and a PDF copy of this receipt are in your profile: ${facts.publicUrl}/profile`,
    `Refunds: ${facts.publicUrl}/refund-policy`,
    '',
    'Happy learning,',
    'Team Kodeshala',
  ];
  return { subject: `Your Kodeshala receipt ${facts.receiptNumber}`, text: lines.join('\n') };
}
