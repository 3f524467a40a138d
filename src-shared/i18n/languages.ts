import { z } from 'zod';
import { profileMessages } from '../profile/messages';
import { appLanguages } from './app-languages';

export { appLanguages, isAppLanguage, type AppLanguage } from './app-languages';

export const appLanguage = z.enum(appLanguages, { error: profileMessages.chooseLanguage });
