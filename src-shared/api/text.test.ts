import { describe, expect, it } from 'vitest';
import { httpMessages } from '../http/messages';
import { text, textProblem } from './text';

describe('text a request may carry', () => {
  it('accepts ordinary text, emoji and other scripts', () => {
    for (const value of ['', 'Asha', 'नमस्ते', 'తెలుగు', 'rocket 🚀', 'tab\tand\nnewline']) expect(textProblem(value), value).toBeUndefined();
  });

  it('refuses a NUL anywhere in the text', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b']) expect(textProblem(value)).toBe(httpMessages.nulCharacter);
  });

  it('refuses a surrogate without its pair, at either end', () => {
    for (const value of ['\ud83d', 'a\ud83d', '\ude80b', '\ude80\ud83d', '🚀\ud83d']) expect(textProblem(value), JSON.stringify(value)).toBe(httpMessages.loneSurrogate);
  });

  it('names the problem first when the text breaks other rules too', () => {
    const issues = text().min(5).safeParse('a\u0000').error?.issues ?? [];
    expect(issues.map((issue) => issue.message)[0]).toBe(httpMessages.nulCharacter);
  });
});
