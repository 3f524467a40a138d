import { darken, luminance, toRgba, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

/** WCAG 2 asks 4.5:1 of normal text (SC 1.4.3); badges, captions and light buttons are normal text. */
export const textContrast = 4.5;

/** The contrast ratio of two opaque colours, as WCAG 2 defines it. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour laid over white at an opacity: what a light variant's background shows on a page. */
export function overWhite(color: string, opacity: number): string {
  const { r, g, b } = toRgba(color);
  const mix = (channel: number) => Math.round(channel * opacity + 255 * (1 - opacity));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/** The colour, darkened in small steps until it reads at 4.5:1 on a light background. */
export function readableOn(color: string, background: string): string {
  let value = color;
  // Sixty steps of 5 % take any colour to under 5 % of its lightness, which reads on any light background.
  for (let step = 0; step < 60 && contrast(value, background) < textContrast; step += 1) value = darken(value, 0.05);
  return value;
}

const lightShade = (theme: MantineTheme): number => (typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light);

/**
 * The shade a colour's text, outline and filled variants use in the light scheme: Mantine takes the
 * primary shade of every palette, and for teal, green, orange, yellow, red and others that shade
 * reads at 2 to 4:1 on white. This is the first shade from the primary one down the palette that
 * reads at 4.5:1 on its own light variant's background (the darkest surface that text sits on, and
 * white text on a filled badge then reads as well); the palette's darkest, darkened further, when
 * none does (yellow, lime, orange).
 */
export function readableShade(theme: MantineTheme, color: string): string {
  const shades = theme.colors[color];
  if (!shades) throw new Error(`No colour ${color} in the theme`);
  const primary = lightShade(theme);
  const surface = overWhite(shades[primary] ?? shades[9], 0.12);
  return shades.slice(primary).find((shade) => contrast(shade, surface) >= textContrast) ?? readableOn(shades[9], surface);
}

/**
 * The light scheme's colour variables with text that meets WCAG AA (tests/e2e/accessibility.spec.ts
 * checks every screen): dimmed text one shade darker than Mantine's (gray.6 reads at 3.3:1 on
 * white), error text and each palette's variants on their readable shade. The dark scheme keeps Mantine's.
 */
export const readableColors: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-filled)',
  };
  for (const color of Object.keys(theme.colors)) {
    const shade = readableShade(theme, color);
    if (shade === theme.colors[color]?.[lightShade(theme)]) continue;
    light[`--mantine-color-${color}-filled`] = shade;
    light[`--mantine-color-${color}-filled-hover`] = darken(shade, 0.1);
    light[`--mantine-color-${color}-light-color`] = shade;
    light[`--mantine-color-${color}-outline`] = shade;
  }
  return { variables: {}, light, dark: {} };
};
