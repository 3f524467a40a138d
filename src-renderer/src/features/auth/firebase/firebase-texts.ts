import { defineTexts } from '../../../core/i18n';
// The spec's sign-in texts this form can show (product.md §1.5, §1.8), by their ids.
import '../auth-messages-texts';

/** The Firebase sign-in on the login page: its own namespace, loaded with the login route. */
export const useFirebaseTexts = defineTexts('firebaseSignIn', {
  en: {
    open: 'Continue with Firebase',
    title: 'Sign in with Firebase',
    close: 'Close',
    intro: 'Use the email and password of your Firebase account. You stay signed in to Kodeshala afterwards.',
    emailLabel: 'Email',
    passwordLabel: 'Password',
    passwordPlaceholder: 'Your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in with Firebase',
    unreachable: 'Could not reach Firebase sign-in. Check your connection and try again.',
    invalidCredential: 'The email or password is not right. Please try again.',
    disabled: 'This Firebase account has been turned off. Please contact support.',
  },
  hi: {
    open: 'Firebase से आगे बढ़ें',
    title: 'Firebase से login करें',
    close: 'बंद करें',
    intro: 'अपने Firebase account का email और password डालें। उसके बाद आप Kodeshala में login रहेंगे।',
    emailLabel: 'ईमेल',
    passwordLabel: 'पासवर्ड',
    passwordPlaceholder: 'आपका password',
    showPassword: 'Password दिखाएँ',
    hidePassword: 'Password छिपाएँ',
    submit: 'Firebase से login करें',
    unreachable: 'Firebase login तक नहीं पहुँच पाए। अपना internet देखें और फिर से कोशिश करें।',
    invalidCredential: 'Email या password सही नहीं है। कृपया फिर से कोशिश करें।',
    disabled: 'यह Firebase account बंद कर दिया गया है। कृपया support से संपर्क करें।',
  },
  te: {
    open: 'Firebase తో కొనసాగండి',
    title: 'Firebase తో login అవ్వండి',
    close: 'మూసివేయండి',
    intro: 'మీ Firebase account email, password ఇవ్వండి. తర్వాత మీరు Kodeshala లో login అయి ఉంటారు.',
    emailLabel: 'ఈమెయిల్',
    passwordLabel: 'పాస్‌వర్డ్',
    passwordPlaceholder: 'మీ password',
    showPassword: 'Password చూపించు',
    hidePassword: 'Password దాచు',
    submit: 'Firebase తో login',
    unreachable: 'Firebase login కి చేరలేకపోయాం. మీ internet చూసి మళ్ళీ ప్రయత్నించండి.',
    invalidCredential: 'Email లేదా password సరిగ్గా లేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
    disabled: 'ఈ Firebase account ఆపివేయబడింది. దయచేసి support ని సంప్రదించండి.',
  },
});
