import { z } from 'zod';

/** The languages the interface and the e-mails speak (product.md §1.9: the chat's en, hi, te). */
export const appLanguages = ['en', 'hi', 'te'] as const;
export type AppLanguage = (typeof appLanguages)[number];

export const appLanguage = z.enum(appLanguages, { error: 'Choose English, Hindi or Telugu.' });

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (appLanguages as readonly string[]).includes(value);
}
