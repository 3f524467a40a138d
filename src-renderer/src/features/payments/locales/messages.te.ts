import type { paymentMessageTable } from '@shared/payments/messages';

/** The payment messages (src-shared/payments/messages.ts) in Telugu, by key, fetched when that language is chosen (payment-messages-texts.ts). */
export const te: Record<keyof typeof paymentMessageTable.templates, string> = {
  invalidPlan: 'ఈ ప్లాన్ లేదు. నెల ప్లాన్ ఎంచుకున్నాం.',
  sdkNotLoaded: 'Razorpay లోడ్ కాలేదు. దయచేసి page refresh చేసి మళ్ళీ ప్రయత్నించండి.',
  notAuthenticated: 'మీరు login అవ్వలేదు. దయచేసి మళ్ళీ login చేయండి.',
  timeout: 'జవాబు రావడానికి చాలా సమయం పట్టింది. మీ ఇంటర్నెట్ చెక్ చేసి మళ్ళీ ప్రయత్నించండి.',
  gatewayError: 'Payment gateway లోపం ({{status}}). దయచేసి కొన్ని నిమిషాల తర్వాత మళ్ళీ ప్రయత్నించండి.',
  authFailed: 'లాగిన్ ధృవీకరణ విఫలమైంది. దయచేసి మళ్ళీ login చేయండి.',
  invalidRequest: 'Payment request సరిగా లేదు. దయచేసి page refresh చేసి మళ్ళీ ప్రయత్నించండి.',
  network: 'నెట్‌వర్క్ సమస్య. దయచేసి మీ ఇంటర్నెట్ చెక్ చేయండి.',
  createOrderFailed: 'Order తయారు కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  missingOrderDetails: 'Payment gateway నుంచి order వివరాలు అందలేదు',
  verificationFailed: 'Payment ధృవీకరణ విఫలమైంది: {{reason}}',
  verificationRetry: 'Payment ధృవీకరణ విఫలమైంది: దయచేసి మళ్ళీ ప్రయత్నించండి.',
  paymentFailed: 'Payment విఫలమైంది: {{description}}. దయచేసి మళ్ళీ ప్రయత్నించండి లేదా supportని సంప్రదించండి.',
  bankDeclined: 'బ్యాంక్ payment తిరస్కరించింది',
  initFailed: 'Payment gateway మొదలు కాలేదు. దయచేసి page refresh చేసి మళ్ళీ ప్రయత్నించండి.',
  tooManyAttempts: 'చాలా ప్రయత్నాలు విఫలమయ్యాయి. దయచేసి supportని సంప్రదించండి లేదా తర్వాత ప్రయత్నించండి.',
  guarantee: '30 రోజుల money-back guarantee',
  refundTerms:
    'మొదటి ప్రీమియం సబ్‌స్క్రిప్షన్‌కి, ప్రీమియం కంటెంట్‌లో 20% కంటే తక్కువ వాడినంత వరకు 30 రోజుల మనీ-బ్యాక్ గ్యారంటీ; మిగతా పేమెంట్లు 7 రోజుల్లోగా రీఫండ్ చేయవచ్చు.',
};
