import { useCallback } from 'react';
import { addServerMessages, type AppLanguage, useAppLanguage, useServerText } from '../../app/i18n';
// The plan table's words, which every payment screen shows beside these messages.
import '../plans/plans-texts';

/**
 * The payment messages (src-shared/payments/messages.ts) in Hindi and Telugu, keyed by their
 * English. Messages with a value in them are matched by shape.
 */
addServerMessages({
  hi: {
    'Invalid plan selected. Defaulting to Monthly Plan.': 'यह प्लान मौजूद नहीं है। महीने का प्लान चुना गया है।',
    'Razorpay SDK not loaded. Please refresh the page and try again.': 'Razorpay लोड नहीं हुआ। कृपया page refresh करके फिर से कोशिश करें।',
    'User not authenticated. Please log in again.': 'आप login नहीं हैं। कृपया फिर से login करें।',
    'Request timeout. Please check your internet connection and try again.': 'जवाब आने में बहुत देर हो गई। अपना इंटरनेट चेक करें और फिर से कोशिश करें।',
    'Authentication failed. Please log in again.': 'लॉगिन की पुष्टि नहीं हो सकी। कृपया फिर से login करें।',
    'Invalid payment request. Please refresh the page and try again.': 'Payment की request सही नहीं है। कृपया page refresh करके फिर से कोशिश करें।',
    'Network error. Please check your internet connection.': 'नेटवर्क की दिक्कत है। कृपया अपना इंटरनेट चेक करें।',
    'Failed to create order. Please try again.': 'Order नहीं बन सका। कृपया फिर से कोशिश करें।',
    'Missing required order details from payment gateway': 'Payment gateway से order की ज़रूरी जानकारी नहीं मिली',
    'Failed to initialize payment gateway. Please refresh the page and try again.': 'Payment gateway शुरू नहीं हो सका। कृपया page refresh करके फिर से कोशिश करें।',
    'Multiple attempts failed. Please contact support or try again later.': 'कई बार कोशिश नाकाम रही। कृपया support से संपर्क करें या बाद में कोशिश करें।',
    '30-day money-back guarantee': '30 दिन की money-back guarantee',
    'the bank declined the payment': 'बैंक ने payment मना कर दिया',
    'please try again.': 'कृपया फिर से कोशिश करें।',
    'Too many payment attempts': 'Payment की बहुत ज़्यादा कोशिशें',
  },
  te: {
    'Invalid plan selected. Defaulting to Monthly Plan.': 'ఈ ప్లాన్ లేదు. నెల ప్లాన్ ఎంచుకున్నాం.',
    'Razorpay SDK not loaded. Please refresh the page and try again.': 'Razorpay లోడ్ కాలేదు. దయచేసి page refresh చేసి మళ్ళీ ప్రయత్నించండి.',
    'User not authenticated. Please log in again.': 'మీరు login అవ్వలేదు. దయచేసి మళ్ళీ login చేయండి.',
    'Request timeout. Please check your internet connection and try again.': 'జవాబు రావడానికి చాలా సమయం పట్టింది. మీ ఇంటర్నెట్ చెక్ చేసి మళ్ళీ ప్రయత్నించండి.',
    'Authentication failed. Please log in again.': 'లాగిన్ ధృవీకరణ విఫలమైంది. దయచేసి మళ్ళీ login చేయండి.',
    'Invalid payment request. Please refresh the page and try again.': 'Payment request సరిగా లేదు. దయచేసి page refresh చేసి మళ్ళీ ప్రయత్నించండి.',
    'Network error. Please check your internet connection.': 'నెట్‌వర్క్ సమస్య. దయచేసి మీ ఇంటర్నెట్ చెక్ చేయండి.',
    'Failed to create order. Please try again.': 'Order తయారు కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
    'Missing required order details from payment gateway': 'Payment gateway నుంచి order వివరాలు అందలేదు',
    'Failed to initialize payment gateway. Please refresh the page and try again.': 'Payment gateway మొదలు కాలేదు. దయచేసి page refresh చేసి మళ్ళీ ప్రయత్నించండి.',
    'Multiple attempts failed. Please contact support or try again later.': 'చాలా ప్రయత్నాలు విఫలమయ్యాయి. దయచేసి supportని సంప్రదించండి లేదా తర్వాత ప్రయత్నించండి.',
    '30-day money-back guarantee': '30 రోజుల money-back guarantee',
    'the bank declined the payment': 'బ్యాంక్ payment తిరస్కరించింది',
    'please try again.': 'దయచేసి మళ్ళీ ప్రయత్నించండి.',
    'Too many payment attempts': 'Payment ప్రయత్నాలు చాలా ఎక్కువయ్యాయి',
  },
});

const shaped: Array<{ pattern: RegExp; hi: (value: string) => string; te: (value: string) => string }> = [
  {
    pattern: /^Payment gateway error \((\d+)\)\. Please try again in a few minutes\.$/,
    hi: (status) => `Payment gateway में गड़बड़ी (${status})। कृपया कुछ मिनट बाद फिर से कोशिश करें।`,
    te: (status) => `Payment gateway లోపం (${status}). దయచేసి కొన్ని నిమిషాల తర్వాత మళ్ళీ ప్రయత్నించండి.`,
  },
  {
    pattern: /^Payment verification failed: (.*)$/,
    hi: (reason) => `Payment की पुष्टि नहीं हो सकी: ${reason}`,
    te: (reason) => `Payment ధృవీకరణ విఫలమైంది: ${reason}`,
  },
  {
    pattern: /^Payment failed: (.*)\. Please try again or contact support\.$/,
    hi: (description) => `Payment नहीं हुआ: ${description}। कृपया फिर से कोशिश करें या support से संपर्क करें।`,
    te: (description) => `Payment విఫలమైంది: ${description}. దయచేసి మళ్ళీ ప్రయత్నించండి లేదా supportని సంప్రదించండి.`,
  },
];

/** A payment message in `language`; the value inside a shaped one (a reason) is looked up too. */
export function translatePaymentMessage(message: string, language: AppLanguage, lookup: (message: string) => string): string {
  if (language === 'en') return message;
  for (const shape of shaped) {
    const match = shape.pattern.exec(message);
    if (match) return shape[language](lookup(match[1] ?? ''));
  }
  return lookup(message);
}

/** A payment message in the learner's language. */
export function usePaymentMessage(): (message: string) => string {
  const serverText = useServerText();
  const language = useAppLanguage();
  return useCallback((message: string) => translatePaymentMessage(message, language, serverText), [serverText, language]);
}
