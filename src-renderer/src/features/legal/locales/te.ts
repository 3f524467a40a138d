import type { LegalKey } from '../legal-texts';

export const te: Record<LegalKey, string> = {
  privacyPolicy: 'ప్రైవసీ పాలసీ',
  termsConditions: 'నియమాలు, షరతులు',
  refundPolicy: 'రీఫండ్ పాలసీ',
  shippingPolicy: 'డెలివరీ పాలసీ',
  effective: '{{date}} నుంచి అమలులో · వెర్షన్ {{version}}',
  onThisPage: 'ఈ పేజీలో',
  loading: 'పాలసీ లోడ్ అవుతోంది',
  englishOnly: 'ఈ పాలసీ ఇంగ్లీష్‌లో ప్రచురించబడింది; కింద ఉన్న ఇంగ్లీష్ పాఠమే వర్తిస్తుంది.',
  errorTitle: 'ఈ పేజీని చూపించలేకపోయాం',
  errorText: 'పాలసీ పాఠం లోడ్ కాలేదు.',
  tryAgain: 'మళ్ళీ ప్రయత్నించండి',
  goHome: 'హోమ్‌కి వెళ్ళండి',
};
