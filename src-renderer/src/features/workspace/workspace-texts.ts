import { workspaceMessageTable } from '@shared/workspace/messages';
import { addMessageTranslations, defineTexts } from '../../core/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { te } from './locales/te';
// A push's refusals are GitHub's messages.
import '../github/github-texts';

export const useWorkspaceTexts = defineTexts('workspace', { en, hi, te });
export type WorkspaceTranslate = ReturnType<typeof useWorkspaceTexts>;

/** The shared projects' refusals and the live connection's close reasons (src-shared/workspace/messages.ts). */
addMessageTranslations(workspaceMessageTable, {
  hi: async () => (await import('./locales/messages.hi')).hi,
  te: async () => (await import('./locales/messages.te')).te,
});
