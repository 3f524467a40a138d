import { hackathonEventRoutes } from '@shared/api/routes/hackathon';
import { hackathonEventQueryKey, type HackathonEvent } from '@shared/hackathon/event';
import { eventTranslation, translateEvent, type EventTranslation } from '@shared/hackathon/event-translation';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { persisted } from '../../api/persisted-query';
import { beforeLanguageShows, type AppLanguage, useAppLanguage } from '../../core/i18n';

/**
 * The event's words in Hindi and Telugu (resources/hackathon/translations/), fetched only when that
 * language is chosen and before the hackathon's screens show in it (routes.tsx waits for them).
 */
const translations: Partial<Record<AppLanguage, EventTranslation>> = {};
beforeLanguageShows('hi', async () => {
  translations.hi = eventTranslation.parse((await import('@resources/hackathon/translations/hi.json')).default);
});
beforeLanguageShows('te', async () => {
  translations.te = eventTranslation.parse((await import('@resources/hackathon/translations/te.json')).default);
});

/**
 * The current event with its content (GET /api/hackathon), for the landing, the wizard and the
 * dashboard, in the interface's language. The event is the same for everyone, so its last good
 * copy (as the server wrote it) is kept for offline use.
 */
export function useHackathonEvent() {
  const language = useAppLanguage();
  const select = useCallback(
    (event: HackathonEvent) => {
      const translation = translations[language];
      return translation ? translateEvent(event, translation) : event;
    },
    [language],
  );
  return useQuery({
    queryKey: hackathonEventQueryKey,
    queryFn: ({ signal }) => api(hackathonEventRoutes.event, { signal }),
    staleTime: 5 * 60 * 1000,
    select,
    ...persisted,
  });
}
