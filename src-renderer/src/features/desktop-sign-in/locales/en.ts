/** The desktop app's browser sign-in: the browser's page, and the app's button. */
export const en = {
  pageTitle: 'Sign in to the Kodeshala app',
  askAllow: 'The Kodeshala app on your computer asks to sign in as {{email}}.',
  askOnlyYours: 'Allow it only if you started this from the app just now. Anyone who gets the app signed in can use your account there.',
  allow: 'Allow and open the app',
  cancel: 'Cancel',
  opening: 'Opening the Kodeshala app…',
  doneTitle: 'Back to the app',
  doneBody: 'Your browser is handing the sign-in to the Kodeshala app. You can close this tab. If the app did not open, start it and try again from there.',
  cancelledTitle: 'Not signed in',
  cancelledBody: 'The app was not signed in. You can close this tab.',
  badLinkTitle: 'This link did not come from the app',
  badLinkBody: 'Open the Kodeshala app and choose Sign in with your browser there.',
  failed: 'The app could not be signed in: {{message}}',
  withBrowser: 'Sign in with your browser',
  withBrowserHint: 'Safer: your password stays in your browser, and Google or GitHub sign-in works as on the web.',
  waiting: 'Finish signing in in your browser; this window signs in by itself.',
  startFailed: 'The browser could not be opened: {{message}}',
};

export type DesktopSignInTexts = Record<keyof typeof en, string>;
