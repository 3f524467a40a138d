import type { authMessageTable } from '@shared/auth/messages';

/** The sign-in messages (src-shared/auth/messages.ts) in Hindi, by key, fetched when that language is chosen (auth-messages-texts.ts). */
export const hi: Record<keyof typeof authMessageTable.templates, string> = {
  emailRequired: 'ईमेल डालना ज़रूरी है',
  emailInvalid: 'कृपया सही ईमेल पता डालें',
  passwordRequired: 'पासवर्ड डालना ज़रूरी है',
  passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  passwordTooLong: 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है',
  userNotFound: 'इस ईमेल से कोई अकाउंट नहीं मिला।',
  wrongPassword: 'पासवर्ड गलत है। फिर से कोशिश करें।',
  emailInUse: 'इस ईमेल से पहले से एक अकाउंट बना हुआ है।',
  weakPassword: 'यह पासवर्ड बहुत कमज़ोर है। कोई मज़बूत पासवर्ड चुनें।',
  invalidEmail: 'कृपया सही ईमेल पता डालें।',
  tooManyRequests: 'बहुत बार गलत कोशिश हुई। थोड़ी देर बाद फिर से कोशिश करें।',
  otherError: 'कोई गड़बड़ हुई। फिर से कोशिश करें।',
  googleTimeout: 'लॉगिन का समय खत्म हो गया। फिर से कोशिश करें।',
  githubTimeout: 'GitHub लॉगिन का समय खत्म हो गया। फिर से कोशिश करें।',
  differentCredential: 'इस ईमेल से पहले से एक अकाउंट है। किसी दूसरे तरीके से लॉगिन करके देखें।',
  redirectFailed: 'लॉगिन नहीं हो पाया। फिर से कोशिश करें।',
  signOutFailed: 'लॉग आउट करने में दिक्कत हुई। फिर से कोशिश करें।',
  signInCancelled: 'लॉगिन रद्द हुआ',
  loadingAuth: 'लॉगिन की जाँच हो रही है...',
  sessionExpired: 'आपका सेशन खत्म हो गया। कृपया फिर से लॉगिन करें।',
  githubConnectFromProfile: 'इस ईमेल से पहले से एक अकाउंट है। पहले की तरह लॉगिन करें, फिर अपनी प्रोफ़ाइल से GitHub जोड़ें।',
  githubLinkedElsewhere: 'यह GitHub अकाउंट पहले से किसी दूसरे Kodeshala अकाउंट से जुड़ा है।',
  githubOnlySignIn: 'इस अकाउंट में आप सिर्फ़ GitHub से लॉगिन करते हैं, इसलिए इसे हटाया नहीं जा सकता।',
  currentPasswordRequired: 'अपना मौजूदा पासवर्ड डालें',
  currentPasswordWrong: 'आपका मौजूदा पासवर्ड सही नहीं है। आपका पासवर्ड नहीं बदला गया।',
  samePassword: 'ऐसा नया पासवर्ड चुनें जो मौजूदा पासवर्ड से अलग हो',
  confirmPasswordDiffers: 'दोनों नए पासवर्ड एक जैसे नहीं हैं',
  noPasswordToChange: 'इस अकाउंट में Google या GitHub से लॉगिन होता है, इसलिए इसमें बदलने के लिए कोई पासवर्ड नहीं है।',
  passwordChanged: 'आपका पासवर्ड बदल दिया गया है। आपके बाकी डिवाइस से लॉग आउट कर दिया गया है।',
  signInToContinue: 'आगे बढ़ने के लिए कृपया login करें।',
  adminOnly: 'पहुँच नहीं है। इसके लिए admin अधिकार चाहिए।',
  organiserOnly: 'पहुँच नहीं है। इसके लिए organiser अधिकार चाहिए।',
  accountGone: 'यह account नहीं मिला',
  githubNotConfigured: 'इस server पर GitHub से login सेट नहीं है।',
  googleNotConfigured: 'इस server पर Google से login सेट नहीं है।',
};

/** The routes' own sign-in requests, still sent in English only, in Hindi. */
export const hiSignIn: Record<string, string> = {
  'Please log in to view courses.': 'कोर्स देखने के लिए कृपया लॉगिन करें।',
  'Please log in to view your profile': 'अपनी प्रोफ़ाइल देखने के लिए कृपया लॉगिन करें',
  'Please login to check your resume.': 'अपना रिज़्यूमे चेक करने के लिए कृपया लॉगिन करें।',
};
