import { describe, expect, it } from 'vitest';
import { contrast, overWhite, readableColors, readableOn, readableShade, textContrast } from './readable-colors';
import { theme as partial } from './theme';
import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';

const theme = mergeMantineTheme(DEFAULT_THEME, partial);

describe('readableShade', () => {
  it('reads at 4.5:1 on white, under white text and on its light variant, for every colour of the theme', () => {
    for (const color of Object.keys(theme.colors)) {
      const shade = readableShade(theme, color);
      const surface = overWhite(theme.colors[color]?.[7] ?? '', 0.12);
      expect(contrast(shade, '#ffffff'), color).toBeGreaterThanOrEqual(textContrast);
      expect(contrast(shade, surface), color).toBeGreaterThanOrEqual(textContrast);
    }
  });

  it('keeps the primary shade where it already reads, and goes down the palette where it does not', () => {
    expect(readableShade(theme, 'violet')).toBe(theme.colors.violet?.[7]);
    expect(readableShade(theme, 'pink')).toBe(theme.colors.pink?.[8]);
  });
});

describe('readableColors', () => {
  it('changes only the light scheme, and only the colours that need it', () => {
    const { light, dark } = readableColors(theme);
    expect(dark).toEqual({});
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(light['--mantine-color-violet-filled']).toBeUndefined();
    expect(light['--mantine-color-orange-filled']).toBeDefined();
  });
});

describe('readableOn', () => {
  it('darkens a colour until it reads at 4.5:1, and leaves one that reads as it is', () => {
    expect(contrast(readableOn('#999988', '#f6f8fa'), '#f6f8fa')).toBeGreaterThanOrEqual(textContrast);
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
  });
});

describe('contrast', () => {
  it('is the WCAG ratio: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrast('#868e96', '#868e96')).toBe(1);
  });
});
