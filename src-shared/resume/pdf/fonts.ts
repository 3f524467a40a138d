import { Font } from '@react-pdf/renderer';

/**
 * The Noto fonts every resume template draws with (resources/fonts, SIL Open Font License). The
 * PDF standard fonts cover only Windows-1252, so a name in Devanagari or a Telugu languages section
 * would not print; each text style names a Latin family first and the Indic ones after it, and
 * react-pdf takes every letter from the first family that has it.
 */
export interface FontPair {
  regular: string;
  bold: string;
}

export const resumeFontNames = ['sans', 'serif', 'devanagari', 'telugu'] as const;
export type ResumeFontName = (typeof resumeFontNames)[number];

/** Where each font file is: file paths on the server, URLs in the browser. */
export type ResumeFontSources = Record<ResumeFontName, FontPair>;

/** The file names under resources/fonts, for whoever turns them into paths or URLs. */
export const resumeFontFiles: ResumeFontSources = {
  sans: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  serif: { regular: 'NotoSerif-Regular.ttf', bold: 'NotoSerif-Bold.ttf' },
  devanagari: { regular: 'NotoSansDevanagari-Regular.ttf', bold: 'NotoSansDevanagari-Bold.ttf' },
  telugu: { regular: 'NotoSansTelugu-Regular.ttf', bold: 'NotoSansTelugu-Bold.ttf' },
};

const families: Record<ResumeFontName, string> = {
  sans: 'ResumeSans',
  serif: 'ResumeSerif',
  devanagari: 'ResumeDevanagari',
  telugu: 'ResumeTelugu',
};

/** A text style's font list: the Latin face, then the Indic faces for the letters it lacks. */
export const fontStack = (latin: 'sans' | 'serif'): string[] => [families[latin], families.devanagari, families.telugu];

let registered: string | undefined;

/**
 * Makes the fonts known to react-pdf, whose font store is one per process (or page). Called before
 * each render; registering the same sources again does nothing, so the parsed fonts stay cached.
 * A font is fetched or read only when a document first uses it.
 */
export function registerResumeFonts(sources: ResumeFontSources): void {
  const key = JSON.stringify(sources);
  if (registered === key) return;
  if (registered !== undefined) Font.clear();
  for (const name of resumeFontNames) {
    Font.register({
      family: families[name],
      fonts: [
        { src: sources[name].regular, fontWeight: 400 },
        { src: sources[name].bold, fontWeight: 700 },
      ],
    });
  }
  // Words are never hyphenated: a skill split as 'Kuber-netes' is a skill an ATS cannot find.
  Font.registerHyphenationCallback((word) => [word]);
  registered = key;
}
