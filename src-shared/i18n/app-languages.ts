/**
 * The languages the interface and the e-mails speak (product.md §1.9: the chat's en, hi, te), with
 * no schema library: a prerendered page's start-up script reads them before any of the app loads.
 */
export const appLanguages = ['en', 'hi', 'te'] as const;
export type AppLanguage = (typeof appLanguages)[number];

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (appLanguages as readonly string[]).includes(value);
}
