import { addServerMessages, defineTexts } from '../../../app/i18n';

/** The public certificate check (product.md §3.7 "Certificates"). */
export const useCertificateTexts = defineTexts('hackathonCertificate', {
  en: {
    title: 'Certificate check',
    description: 'Check a Kodeshala hackathon participation certificate by its verification code.',
    verificationCode: 'Verification code',
    checking: 'Checking the certificate…',
    notVerified: 'Not verified',
    tryAgain: 'Try again',
    valid: 'Valid',
    noLongerValid: 'No longer valid',
    team: 'Team {{name}}',
    issuedOn: 'Participation certificate issued on {{date}}.',
    revoked: 'The registration this certificate was issued for has since been cancelled or refunded.',
    about: 'About the hackathon',
  },
  hi: {
    title: 'Certificate की जाँच',
    description: 'Kodeshala hackathon के participation certificate को उसके verification code से जाँचें।',
    verificationCode: 'सत्यापन कोड',
    checking: 'Certificate जाँचा जा रहा है…',
    notVerified: 'पुष्टि नहीं हुई',
    tryAgain: 'फिर से कोशिश करें',
    valid: 'सही है',
    noLongerValid: 'अब मान्य नहीं',
    team: 'टीम {{name}}',
    issuedOn: 'Participation certificate {{date}} को जारी हुआ।',
    revoked: 'जिस registration के लिए यह certificate जारी हुआ था, वह बाद में रद्द हो गया या उसका पैसा वापस हो गया।',
    about: 'Hackathon के बारे में',
  },
  te: {
    title: 'Certificate తనిఖీ',
    description: 'Kodeshala hackathon participation certificate ని దాని verification code తో తనిఖీ చేయండి.',
    verificationCode: 'ధృవీకరణ కోడ్',
    checking: 'Certificate తనిఖీ చేస్తున్నాం…',
    notVerified: 'ధృవీకరించబడలేదు',
    tryAgain: 'మళ్ళీ ప్రయత్నించండి',
    valid: 'చెల్లుతుంది',
    noLongerValid: 'ఇక చెల్లదు',
    team: 'టీమ్ {{name}}',
    issuedOn: 'Participation certificate {{date}} న జారీ అయ్యింది.',
    revoked: 'ఈ certificate జారీ అయిన registration తర్వాత రద్దయింది లేదా డబ్బు వాపస్ అయ్యింది.',
    about: 'Hackathon గురించి',
  },
});

addServerMessages({
  hi: {
    'No certificate has this verification code.': 'इस verification code का कोई certificate नहीं है।',
    'Too many certificate checks in a minute. Please wait a moment and try again.': 'एक मिनट में बहुत ज़्यादा जाँचें हो गईं। थोड़ा रुककर फिर से कोशिश करें।',
  },
  te: {
    'No certificate has this verification code.': 'ఈ verification code తో ఏ certificate లేదు.',
    'Too many certificate checks in a minute. Please wait a moment and try again.': 'ఒక నిమిషంలో చాలా తనిఖీలు అయ్యాయి. కాసేపు ఆగి మళ్ళీ ప్రయత్నించండి.',
  },
});
