import { ApiError } from '../../../api/api-error';
import { defineTexts, type ServerText, type Translate } from '../../../core/i18n';
// The checkout's own failures are payment messages.
import '../../payments/payment-messages-texts';
import type { CheckoutFailure } from '../../payments/use-checkout';

const namespace = 'hackathonPayment';

/** product.md §3.8 "Wizard and payment": what the payment step says, word for word in English. */
const en = {
  title: 'Complete your payment',
  notificationTitle: 'Registration payment',
  savedTitle: 'Registration saved',
  cancelled: 'Payment cancelled. You can complete payment later.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  success: 'Payment successful! Welcome to the hackathon, warrior!',
  payLater: 'Registration saved! You can complete payment later from your hackathon dashboard.',
  failed: 'Payment failed: {{message}}',
  orderFailedDefault: 'Failed to create payment order',
  individual: 'Individual Warrior',
  team: 'Team Alliance',
  registrationId: 'Registration ID',
  teamName: 'Team name',
  teamSize: 'Team size',
  amount: 'Amount',
  pay: 'Pay',
  creating: 'Creating your order…',
  checkout: 'Waiting for the payment…',
  verifying: 'Confirming your payment…',
  payLaterButton: 'Pay Later',
  pricesNote: 'Prices in Indian rupees, inclusive of taxes. Card payments are handled by our payment provider.',
};
export type PaymentKey = keyof typeof en;

export const usePaymentTexts = defineTexts(namespace, {
  en,
  hi: {
    title: 'अपना payment पूरा करें',
    notificationTitle: 'पंजीकरण भुगतान',
    savedTitle: 'Registration save हो गया',
    cancelled: 'Payment रद्द हुआ। आप बाद में payment पूरा कर सकते हैं।',
    verificationFailed: 'Payment की जाँच नहीं हो सकी। कृपया support से संपर्क करें।',
    success: 'Payment हो गया! Hackathon में आपका स्वागत है, योद्धा!',
    payLater: 'Registration save हो गया! आप बाद में अपने hackathon dashboard से payment पूरा कर सकते हैं।',
    failed: 'Payment नहीं हुआ: {{message}}',
    orderFailedDefault: 'Payment order नहीं बन सका',
    individual: 'अकेला योद्धा (Individual)',
    team: 'टीम गठबंधन (Team)',
    registrationId: 'पंजीकरण ID',
    teamName: 'Team का नाम',
    teamSize: 'टीम में सदस्य',
    amount: 'रक़म',
    pay: 'Pay करें',
    creating: 'आपका order बन रहा है…',
    checkout: 'Payment का इंतज़ार…',
    verifying: 'आपका payment पक्का हो रहा है…',
    payLaterButton: 'बाद में Pay करें',
    pricesNote: 'क़ीमतें भारतीय रुपये में, taxes मिलाकर। Card payments हमारा payment provider संभालता है।',
  },
  te: {
    title: 'మీ payment పూర్తి చేయండి',
    notificationTitle: 'నమోదు చెల్లింపు',
    savedTitle: 'Registration save అయ్యింది',
    cancelled: 'Payment రద్దయింది. మీరు తర్వాత payment పూర్తి చేయవచ్చు.',
    verificationFailed: 'Payment ధృవీకరణ కాలేదు. దయచేసి support ని సంప్రదించండి.',
    success: 'Payment విజయవంతమైంది! Hackathon కి స్వాగతం, యోధుడా!',
    payLater: 'Registration save అయ్యింది! మీ hackathon dashboard నుండి తర్వాత payment పూర్తి చేయవచ్చు.',
    failed: 'Payment కాలేదు: {{message}}',
    orderFailedDefault: 'Payment order సృష్టించలేకపోయాం',
    individual: 'ఒంటరి యోధుడు (Individual)',
    team: 'టీమ్ కూటమి (Team)',
    registrationId: 'నమోదు ID',
    teamName: 'Team పేరు',
    teamSize: 'టీమ్ సభ్యుల సంఖ్య',
    amount: 'మొత్తం',
    pay: 'Pay చేయండి',
    creating: 'మీ order సిద్ధమవుతోంది…',
    checkout: 'Payment కోసం ఎదురుచూస్తున్నాం…',
    verifying: 'మీ payment నిర్ధారిస్తున్నాం…',
    payLaterButton: 'తర్వాత Pay చేయండి',
    pricesNote: 'ధరలు భారతీయ రూపాయల్లో, taxes కలిపి. Card payments మా payment provider చూసుకుంటుంది.',
  },
});

/** product.md §3.7: the provider's dialog names the entry by team size. */
export const checkoutDescription = (teamSize: number, t: Translate<PaymentKey>) => t(teamSize === 1 ? 'individual' : 'team');

/** product.md §3.7 verify-payment's plan for a registration. */
export const registrationPlan = (teamSize: number) => (teamSize === 1 ? 'hackathon_individual' : 'hackathon_team');

/**
 * The notification for a checkout that stopped; a failed payment can simply be paid again. The
 * provider's and the server's reasons go through `serverText`, which knows the ones we word.
 */
export function registrationFailureText(failure: CheckoutFailure, t: Translate<PaymentKey>, serverText: ServerText): string {
  switch (failure.stage) {
    case 'verify':
      return t('verificationFailed');
    case 'payment':
      return t('failed', { message: serverText(failure.description) });
    case 'unavailable':
      return t('failed', { message: serverText(failure.message) });
    case 'order':
      return t('failed', { message: failure.error instanceof ApiError && failure.error.message ? serverText(failure.error) : t('orderFailedDefault') });
  }
}
