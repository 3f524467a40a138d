import type { DesktopSignInTexts } from './en';

export const hi: DesktopSignInTexts = {
  pageTitle: 'Kodeshala app में sign in करें',
  askAllow: 'आपके computer पर Kodeshala app {{email}} के रूप में sign in करना चाहता है।',
  askOnlyYours: 'इसे तभी allow करें जब आपने अभी-अभी app से यह शुरू किया हो। जिसके app में sign in हो, वह वहाँ आपका account इस्तेमाल कर सकता है।',
  allow: 'Allow करें और app खोलें',
  cancel: 'रद्द करें',
  opening: 'Kodeshala app खुल रहा है…',
  doneTitle: 'वापस app पर',
  doneBody: 'आपका browser sign-in Kodeshala app को दे रहा है। यह tab बंद कर सकते हैं। अगर app नहीं खुला, तो उसे खोलें और वहीं से फिर कोशिश करें।',
  cancelledTitle: 'Sign in नहीं हुआ',
  cancelledBody: 'App में sign in नहीं किया गया। यह tab बंद कर सकते हैं।',
  badLinkTitle: 'यह link app से नहीं आया',
  badLinkBody: 'Kodeshala app खोलें और वहाँ "Browser से sign in करें" चुनें।',
  failed: 'App में sign in नहीं हो सका: {{message}}',
  withBrowser: 'Browser से sign in करें',
  withBrowserHint: 'ज़्यादा सुरक्षित: आपका password आपके browser में ही रहता है, और Google या GitHub से sign in web की तरह चलता है।',
  waiting: 'Browser में sign in पूरा करें; यह window अपने-आप sign in हो जाएगी।',
  startFailed: 'Browser नहीं खुल सका: {{message}}',
};
