import { describe, expect, it } from 'vitest';
import { previewTags, previewText } from './preview';

describe('previewText', () => {
  it('keeps a text that fits and cuts a longer one at the length with an ellipsis', () => {
    expect(previewText('Short impact.', 60)).toBe('Short impact.');
    expect(previewText('a'.repeat(80), 80)).toBe('a'.repeat(80));
    expect(previewText(`${'a'.repeat(79)} bcd`, 80)).toBe(`${'a'.repeat(79)}…`);
  });

  it('counts what a reader sees as one character, so an emoji or a Devanagari syllable is never split', () => {
    expect(previewText('😀😀😀', 2)).toBe('😀😀…');
    expect(previewText('कोड युद्ध', 1)).toBe('को…');
    expect(previewText('कोड युद्ध', 9)).toBe('कोड युद्ध');
  });

  it('cuts a plain English text and one with a single accented letter at the same place', () => {
    const plain = `${'word '.repeat(30)}end`;
    const accented = `${plain}é`;
    for (const length of [1, 4, 5, 60, 80, 100, 152]) {
      expect(previewText(plain, length)).toBe(previewText(accented, length).replace(/é$/, ''));
    }
    expect(previewText('  line one\nline two  ', 8)).toBe('line one…');
  });
});

describe('previewTags', () => {
  it('shows the first tags and counts the rest', () => {
    expect(previewTags(['Python', 'OCR', 'FastAPI', 'React', 'PostgreSQL'], 3)).toEqual({ shown: ['Python', 'OCR', 'FastAPI'], more: 2 });
    expect(previewTags(['Python'], 3)).toEqual({ shown: ['Python'], more: 0 });
  });
});
