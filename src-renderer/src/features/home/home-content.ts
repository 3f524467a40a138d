import homeJson from '@resources/home/home.json';
import homeHiJson from '@resources/home/home.hi.json';
import homeTeJson from '@resources/home/home.te.json';
import { homeContent, type HomeContent } from '@shared/home/home-content';
import { type AppLanguage, useAppLanguage } from '../../app/i18n';

/**
 * The home page copy from resources/home/home*.json, one file per language with the same shape
 * (tests/config/translations.test.ts compares them), each checked against its schema once.
 */
export const homeByLanguage: Record<AppLanguage, HomeContent> = {
  en: homeContent.parse(homeJson),
  hi: homeContent.parse(homeHiJson),
  te: homeContent.parse(homeTeJson),
};

export function useHomeContent(): HomeContent {
  return homeByLanguage[useAppLanguage()];
}
