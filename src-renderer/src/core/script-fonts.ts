import type { AppLanguage } from '@shared/i18n/languages';

/** The family fonts.css gives each language's script beyond Latin, and a letter of that script. */
const scriptFonts: Partial<Record<AppLanguage, { family: string; letter: string }>> = {
  hi: { family: 'Noto Sans Devanagari', letter: 'क' },
  te: { family: 'Noto Sans Telugu', letter: 'క' },
};

/**
 * Asks for the language's script font now, beside the first screen's code. Left to the
 * stylesheet, the browser asks for it only once text in that script is on screen, and its arrival
 * restyles and lays out the whole page again. English needs nothing: index.html preloads the
 * Latin files.
 */
export function loadScriptFont(language: AppLanguage): void {
  const font = scriptFonts[language];
  if (!font || typeof document === 'undefined' || !('fonts' in document)) return;
  for (const weight of [400, 700]) void document.fonts.load(`${weight} 1em "${font.family}"`, font.letter).catch(() => undefined);
}
