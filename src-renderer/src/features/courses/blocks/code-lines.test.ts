import { describe, expect, it } from 'vitest';
import { contrast, textContrast } from '../../../core/readable-colors';
import { codeLines } from './code-lines';
import { codeStyles, darkCodeTheme, lightCodeTheme } from './code-themes';
import { prismLanguage } from './prism-language';
import { Prism, tokenizeCode } from './prism-languages';

const highlight = (code: string, language: string) => codeLines(tokenizeCode(code, language));
const text = (lines: ReturnType<typeof codeLines>) => lines.map((line) => line.map((piece) => piece.content).join(''));

describe('highlighted code', () => {
  it('has a grammar for every language a block or a fence may name', () => {
    const names = ['html', 'xml', 'css', 'javascript', 'jsx', 'typescript', 'tsx', 'python', 'java', 'cpp', 'c', 'sql', 'json', 'bash', 'yaml'];
    expect(names.filter((name) => !Prism.languages[prismLanguage(name) ?? '']).map(String)).toEqual([]);
  });

  it('splits tokens into lines, keeps every character, and draws a blank line as a newline', () => {
    const code = 'def greet(name):\n    # say hello\n\n    return f"Hi {name}"';
    const lines = highlight(code, 'python');
    expect(text(lines)).toEqual(['def greet(name):', '    # say hello', '\n', '    return f"Hi {name}"']);
    expect(lines[2]).toEqual([{ types: ['plain'], content: '\n', empty: true }]);
    expect(lines[0]?.[0]).toEqual({ types: ['keyword'], content: 'def' });
    expect(lines[1]?.find((piece) => piece.content === '# say hello')?.types).toEqual(['comment']);
  });

  it('gives a piece inside a nested token the types of every token around it', () => {
    const lines = highlight('const s = `sum ${a + 1}`;', 'javascript');
    const one = lines[0]?.find((piece) => piece.content === '1');
    expect(one?.types).toEqual(['template-string', 'interpolation', 'number']);
    expect(lines[0]?.[0]?.types).toEqual(['keyword']);
  });

  it('keeps the text between JSX tags plain, so a word like "for" there is not a keyword', () => {
    const [line] = highlight('<p>Open for lunch</p>', 'jsx');
    expect(line?.find((piece) => piece.content.includes('for'))).toEqual({ types: ['plain-text'], content: 'Open for lunch' });
  });

  it('shows code in a language without a grammar as plain lines', () => {
    expect(highlight('a\nb', 'plain')).toEqual([[{ types: ['plain'], content: 'a' }], [{ types: ['plain'], content: 'b' }]]);
  });

  it('reads every light colour at 4.5:1 on its panel, and merges a piece’s colours in order', () => {
    const panel = lightCodeTheme.plain.backgroundColor;
    const colours = lightCodeTheme.styles.flatMap((entry) => (typeof entry.style.color === 'string' ? [entry.style.color] : []));
    expect(colours.filter((colour) => contrast(colour, panel) < textContrast)).toEqual([]);
    const dark = codeStyles(darkCodeTheme, 'markup');
    expect(dark.piece({ types: ['tag'], content: 'p' })?.color).toBe('rgb(86, 156, 214)');
    expect(codeStyles(darkCodeTheme, 'javascript').piece({ types: ['tag'], content: 'p' })?.color).toBe('rgb(78, 201, 176)');
    expect(dark.piece({ types: ['plain'], content: 'x' })).toBeUndefined();
    expect(dark.piece({ types: ['plain'], content: '\n', empty: true })).toEqual({ display: 'inline-block' });
  });
});
