import { addServerMessages } from '../../core/i18n';

/**
 * The plan table's words (src-shared/plans/plans.ts, as GET /api/plans answers them), shown through
 * `useServerText` wherever a plan is listed. The short names are the pricing cards' "Choose …".
 * Each language is fetched only when it is chosen.
 */
addServerMessages({
  hi: async () => (await import('./locales/hi')).hi,
  te: async () => (await import('./locales/te')).te,
});
