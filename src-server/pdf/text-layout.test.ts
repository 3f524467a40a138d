import { describe, expect, it } from 'vitest';
import { layoutLines, type Measure } from './text-layout';

/** One unit a character, so widths are easy to reason about. */
const measure: Measure = (text) => [...text].length;
const linesOf = (text: string, width: number) => layoutLines(text, width, measure).map((line) => line.pieces.map((piece) => piece.text).join(''));

describe('layoutLines', () => {
  it('breaks at spaces, filling each line as far as it fits without its trailing space', () => {
    expect(linesOf('one two three four', 9)).toEqual(['one two ', 'three ', 'four']);
    expect(linesOf('one two three four', 13)).toEqual(['one two three ', 'four']);
    expect(layoutLines('one two ', 7, measure).map((line) => line.width)).toEqual([7]);
  });

  it('keeps the pieces of a word in different scripts together and each in its script', () => {
    const lines = layoutLines('team क्षत्रियWarriors done', 16, measure);
    expect(lines.map((line) => line.pieces.map((piece) => [piece.script, piece.text]))).toEqual([
      [['latin', 'team ']],
      [
        ['devanagari', 'क्षत्रिय'],
        ['latin', 'Warriors '],
      ],
      [['latin', 'done']],
    ]);
  });

  it('breaks a word wider than the line after @, dots, hyphens and slashes before cutting it', () => {
    expect(linesOf('ravi.kumar@example.com', 12)).toEqual(['ravi.kumar@', 'example.com']);
    expect(linesOf('github.com/team/repo', 12)).toEqual(['github.com/', 'team/repo']);
  });

  it('cuts a part still wider than the line between letters, never inside a letter with its marks', () => {
    expect(linesOf('averyverylongaddress@example.com', 10)).toEqual(['averyveryl', 'ongaddress', '@example.', 'com']);
    const cut = linesOf('क्षत्रियक्षत्रिय', 3);
    expect(cut.join('')).toBe('क्षत्रियक्षत्रिय');
    for (const line of cut) expect(line.normalize()).not.toMatch(/^[\u093E-\u094D]/u);
  });

  it('keeps line breaks and empty lines of the text', () => {
    expect(linesOf('first\n\nthird', 20)).toEqual(['first', '', 'third']);
  });
});
