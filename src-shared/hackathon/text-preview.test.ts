import { describe, expect, it } from 'vitest';
import { firstItems, previewText } from './text-preview';

describe('a text preview', () => {
  it('is the whole text when it fits', () => {
    expect(previewText('A short pitch', 100)).toBe('A short pitch');
    expect(previewText('x'.repeat(100), 100)).toBe('x'.repeat(100));
  });

  it('cuts a longer text to its first characters and marks the cut', () => {
    expect(previewText(`${'x'.repeat(100)}y`, 100)).toBe(`${'x'.repeat(100)}…`);
    expect(previewText('Build an app   that helps', 14)).toBe('Build an app…');
  });

  it('never splits a character made of two code units', () => {
    expect(previewText('😀😀😀', 2)).toBe('😀😀…');
  });
});

describe('the first items of a list', () => {
  it('shows the first ones and counts the rest', () => {
    expect(firstItems(['React', 'Node', 'SQL', 'Docker', 'AWS'], 3)).toEqual({ shown: ['React', 'Node', 'SQL'], more: 2 });
  });

  it('counts nothing more when all fit', () => {
    expect(firstItems(['React', 'Node'], 3)).toEqual({ shown: ['React', 'Node'], more: 0 });
    expect(firstItems([], 3)).toEqual({ shown: [], more: 0 });
  });
});
