import { z } from 'zod';
import { appLanguages } from './app-languages';

export { appLanguages, isAppLanguage, type AppLanguage } from './app-languages';

export const appLanguage = z.enum(appLanguages, { error: 'Choose English, Hindi or Telugu.' });
