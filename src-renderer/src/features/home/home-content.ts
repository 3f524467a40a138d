import homeJson from '@resources/home/home.json';
import { homeContent, type HomeContent } from '@shared/home/home-content';
import { beforeLanguageShows, type AppLanguage, useAppLanguage } from '../../core/i18n';

/**
 * The home page copy from resources/home/home*.json, one file per language with the same shape
 * (tests/config/translations.test.ts compares them), each checked against its schema once. The
 * Hindi and Telugu copy is fetched only when that language is chosen, before the page shows.
 */
const english = homeContent.parse(homeJson);
const homeByLanguage: Partial<Record<AppLanguage, HomeContent>> = { en: english };

beforeLanguageShows('hi', async () => {
  homeByLanguage.hi = homeContent.parse((await import('@resources/home/home.hi.json')).default);
});
beforeLanguageShows('te', async () => {
  homeByLanguage.te = homeContent.parse((await import('@resources/home/home.te.json')).default);
});

export function useHomeContent(): HomeContent {
  // A language's copy is in place before the switch to it (setAppLanguage waits for it).
  return homeByLanguage[useAppLanguage()] ?? english;
}
