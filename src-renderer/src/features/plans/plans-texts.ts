import { planMessageTable } from '@shared/plans/messages';
import { addMessageTranslations } from '../../core/i18n';

/**
 * The plan table's words (src-shared/plans/messages.ts, as GET /api/plans answers them), shown
 * through `useServerText` wherever a plan is listed. Each language is fetched only when it is chosen.
 */
addMessageTranslations(planMessageTable, {
  hi: async () => (await import('./locales/hi')).hi,
  te: async () => (await import('./locales/te')).te,
});
