import { defineTexts } from '../../core/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { te } from './locales/te';

export const useWorkspaceTexts = defineTexts('workspace', { en, hi, te });
export type WorkspaceTranslate = ReturnType<typeof useWorkspaceTexts>;
