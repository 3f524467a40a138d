import type { paymentMessageTable } from '@shared/payments/messages';

/** The payment messages (src-shared/payments/messages.ts) in Hindi, by key, fetched when that language is chosen (payment-messages-texts.ts). */
export const hi: Record<keyof typeof paymentMessageTable.templates, string> = {
  invalidPlan: 'यह प्लान मौजूद नहीं है। महीने का प्लान चुना गया है।',
  sdkNotLoaded: 'Razorpay लोड नहीं हुआ। कृपया page refresh करके फिर से कोशिश करें।',
  notAuthenticated: 'आप login नहीं हैं। कृपया फिर से login करें।',
  timeout: 'जवाब आने में बहुत देर हो गई। अपना इंटरनेट चेक करें और फिर से कोशिश करें।',
  gatewayError: 'Payment gateway में गड़बड़ी ({{status}})। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  authFailed: 'लॉगिन की पुष्टि नहीं हो सकी। कृपया फिर से login करें।',
  invalidRequest: 'Payment की request सही नहीं है। कृपया page refresh करके फिर से कोशिश करें।',
  network: 'नेटवर्क की दिक्कत है। कृपया अपना इंटरनेट चेक करें।',
  createOrderFailed: 'Order नहीं बन सका। कृपया फिर से कोशिश करें।',
  missingOrderDetails: 'Payment gateway से order की ज़रूरी जानकारी नहीं मिली',
  verificationFailed: 'Payment की पुष्टि नहीं हो सकी: {{reason}}',
  verificationRetry: 'Payment की पुष्टि नहीं हो सकी: कृपया फिर से कोशिश करें।',
  paymentFailed: 'Payment नहीं हुआ: {{description}}। कृपया फिर से कोशिश करें या support से संपर्क करें।',
  bankDeclined: 'बैंक ने payment मना कर दिया',
  initFailed: 'Payment gateway शुरू नहीं हो सका। कृपया page refresh करके फिर से कोशिश करें।',
  tooManyAttempts: 'कई बार कोशिश नाकाम रही। कृपया support से संपर्क करें या बाद में कोशिश करें।',
  guarantee: '30 दिन की money-back guarantee',
  refundTerms:
    'पहले प्रीमियम सब्सक्रिप्शन पर 30 दिन की मनी-बैक गारंटी, जब तक प्रीमियम कंटेंट का 20% से कम इस्तेमाल हुआ हो; बाकी पेमेंट 7 दिन के अंदर रिफ़ंड हो सकते हैं।',
};
