/** The font families a PDF draws with: Noto Sans, and its Devanagari and Telugu companions. */
export type PdfScript = 'latin' | 'devanagari' | 'telugu';

export interface ScriptRun {
  script: PdfScript;
  text: string;
}

/** Unicode blocks, as code point ranges: Devanagari, its extension and the Vedic marks; Telugu. */
const devanagari: [number, number][] = [
  [0x0900, 0x097f],
  [0xa8e0, 0xa8ff],
  [0x1cd0, 0x1cff],
];
const telugu: [number, number][] = [[0x0c00, 0x0c7f]];
const within = (char: string, blocks: [number, number][]) => {
  const codePoint = char.codePointAt(0) ?? 0;
  return blocks.some(([first, last]) => codePoint >= first && codePoint <= last);
};
/** Spaces, digits and punctuation are in every family, so they stay in the run they fall in. */
const neutral = /[\s\d\p{P}]/u;
/** Zero-width (non-)joiners shape the Indic letters around them. */
const joiners = new Set(['\u200C', '\u200D']);

function scriptOf(char: string): PdfScript | null {
  if (within(char, devanagari)) return 'devanagari';
  if (within(char, telugu)) return 'telugu';
  if (neutral.test(char) || joiners.has(char)) return null;
  return 'latin';
}

/**
 * A text cut into runs of one script each, so that every run can be drawn with a font that has its
 * letters (a name like "Ravi रवि" would otherwise print boxes for half of it). Combining marks and
 * joiners belong to the Indic letter before them, which is why they must never start a new run.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pendingNeutral = '';
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (script === null) {
      if (last) last.text += char;
      else pendingNeutral += char;
      continue;
    }
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: pendingNeutral + char });
    pendingNeutral = '';
  }
  if (pendingNeutral) runs.push({ script: 'latin', text: pendingNeutral });
  return runs;
}
