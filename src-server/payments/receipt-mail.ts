import type { AppLanguage } from '@shared/i18n/languages';
import { formatPaise } from '@shared/payments/amount';
import { mailDay } from '../mail/language';

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

interface ReceiptMessages {
  subject: (receipt: string) => string;
  hello: (name: string) => string;
  thanks: string;
  receiptNumber: string;
  item: string;
  amountLabel: string;
  amountPaid: (amount: string) => string;
  paymentId: string;
  paidOn: string;
  premiumUntil: string;
  history: (url: string) => string;
  refunds: string;
  closing: string;
  team: string;
}

/** The receipt in the learner's language (their account's); the facts (numbers, ids, item) stay as recorded. */
const words: Record<AppLanguage, ReceiptMessages> = {
  en: {
    subject: (receipt) => `Your Kodeshala receipt ${receipt}`,
    hello: (name) => `Hello ${name},`,
    thanks: 'Thank you for your payment to Kodeshala. This is your receipt.',
    receiptNumber: 'Receipt number',
    item: 'Item',
    amountLabel: 'Amount paid',
    amountPaid: (amount) => `${amount} (INR, inclusive of taxes)`,
    paymentId: 'Payment id',
    paidOn: 'Paid on',
    premiumUntil: 'Premium access until',
    history: (url) => `Your payment history and a PDF copy of this receipt are in your profile: ${url}`,
    refunds: 'Refunds',
    closing: 'Happy learning,',
    team: 'Team Kodeshala',
  },
  hi: {
    subject: (receipt) => `आपकी Kodeshala रसीद ${receipt}`,
    hello: (name) => `नमस्ते ${name},`,
    thanks: 'Kodeshala को पेमेंट करने के लिए धन्यवाद। यह आपकी रसीद है।',
    receiptNumber: 'रसीद नंबर',
    item: 'किसके लिए',
    amountLabel: 'चुकाई गई रकम',
    amountPaid: (amount) => `${amount} (INR, टैक्स शामिल)`,
    paymentId: 'पेमेंट id',
    paidOn: 'पेमेंट की तारीख',
    premiumUntil: 'प्रीमियम कब तक',
    history: (url) => `आपकी पेमेंट हिस्ट्री और इस रसीद की PDF कॉपी आपकी प्रोफ़ाइल में है: ${url}`,
    refunds: 'रिफ़ंड',
    closing: 'मज़े से सीखते रहें,',
    team: 'टीम Kodeshala',
  },
  te: {
    subject: (receipt) => `మీ Kodeshala రసీదు ${receipt}`,
    hello: (name) => `నమస్కారం ${name},`,
    thanks: 'Kodeshalaకి పేమెంట్ చేసినందుకు ధన్యవాదాలు. ఇది మీ రసీదు.',
    receiptNumber: 'రసీదు నంబర్',
    item: 'దేనికి',
    amountLabel: 'చెల్లించిన మొత్తం',
    amountPaid: (amount) => `${amount} (INR, పన్నులతో కలిపి)`,
    paymentId: 'పేమెంట్ id',
    paidOn: 'చెల్లించిన తేదీ',
    premiumUntil: 'ప్రీమియం ఎప్పటి వరకు',
    history: (url) => `మీ పేమెంట్ హిస్టరీ, ఈ రసీదు PDF కాపీ మీ ప్రొఫైల్‌లో ఉన్నాయి: ${url}`,
    refunds: 'రీఫండ్‌లు',
    closing: 'సంతోషంగా నేర్చుకోండి,',
    team: 'టీమ్ Kodeshala',
  },
};

/** The receipt e-mail (replaces product.md §1.7's /send-email, which the server now sends itself). */
export function receiptMail(facts: ReceiptFacts, language: AppLanguage = 'en'): { subject: string; text: string } {
  const w = words[language];
  const lines = [
    w.hello(facts.displayName),
    '',
    w.thanks,
    '',
    `${w.receiptNumber}: ${facts.receiptNumber}`,
    `${w.item}: ${facts.description}`,
    `${w.amountLabel}: ${w.amountPaid(formatPaise(facts.amountPaise))}`,
    `${w.paymentId}: ${facts.gatewayPaymentId}`,
    `${w.paidOn}: ${mailDay(facts.paidAt, language)}`,
    ...(facts.expiresAt ? [`${w.premiumUntil}: ${mailDay(facts.expiresAt, language)}`] : []),
    '',
    w.history(`${facts.publicUrl}/profile`),
    `${w.refunds}: ${facts.publicUrl}/refund-policy`,
    '',
    w.closing,
    w.team,
  ];
  return { subject: w.subject(facts.receiptNumber), text: lines.join('\n') };
}
