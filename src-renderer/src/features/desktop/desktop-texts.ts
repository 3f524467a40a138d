import { textsOf, defineTexts } from '../../core/i18n';

/** The desktop app's update notice and offline line, both in every page's shell. */
export const desktopNamespace = 'desktop';
const en = {
  downloading: 'Downloading Kodeshala {{version}}',
  aNewVersion: 'A new version',
  ready: 'Kodeshala {{version}} is ready',
  restartToUse: 'Restart the app to start using it.',
  notInstalled: 'Update not installed',
  hideNotice: 'Hide the update notice',
  downloaded: 'Downloaded {{percent}}%',
  later: 'Later',
  restartToUpdate: 'Restart to update',
  restartFailed: 'Could not restart. Close Kodeshala and open it again to update.',
  offlineSince: 'Offline since {{time}} — your work is saved and will be sent when you are back online',
};

export type DesktopKey = keyof typeof en;

export const useDesktopTexts = defineTexts(desktopNamespace, {
  en,
  hi: async () => (await import('./locales/hi')).hi,
  te: async () => (await import('./locales/te')).te,
});
export const desktopTexts = textsOf<DesktopKey>(desktopNamespace);
