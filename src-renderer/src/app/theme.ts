import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Text and filled buttons at WCAG AA contrast (4.5:1, as Lighthouse's accessibility audit checks):
 * Mantine's shade 7 of these colours, the one this theme draws text, outlines, `light` badges and
 * filled buttons in, reads at 2.5-4.4:1 on white or on its `light` background (orange 3.0, teal
 * 2.6, indigo 4.3). Shades 7-9 here are Mantine's shade 7 darkened to about 5.5:1 on white and
 * 4.7:1 on its own pale `light` background, then 10% and 20% darker for hover and pressed.
 */
const colors: Record<string, MantineColorsTuple> = {
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#097856', '#086c4e', '#076045'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#257934', '#226d2f', '#1e612a'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf', '#0c7483', '#0b6876', '#0a5c69'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#935f00', '#845600', '#764c00'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#af4905', '#9e4204', '#8c3b04'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#82c91e', '#4a760e', '#436a0d', '#3b5e0b'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#186bb6', '#1560a4', '#135692'],
  indigo: ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#4c6ef5', '#3f5edf', '#3855c9', '#324bb3'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#be4bdb', '#a23abb', '#9234a8', '#812e96'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#e64980', '#c12e61', '#ad2957', '#9a254e'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#c23232', '#af2d2d', '#9c2828'],
};

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 7, dark: 5 },
  colors,
  defaultRadius: 'md',
  // Shipped with the app (app/fonts.css), so every device shows the same family in English, Hindi and Telugu.
  fontFamily: '"Noto Sans", "Noto Sans Devanagari", "Noto Sans Telugu", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '800' },
});

/** Mantine's dimmed grey is 3.3:1 on white and 4:1 on the dark background; a step darker or lighter reads at 7:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
