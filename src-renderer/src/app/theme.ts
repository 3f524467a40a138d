import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  // Shipped with the app (app/fonts.css), so every device shows the same family in English, Hindi and Telugu.
  fontFamily: '"Noto Sans", "Noto Sans Devanagari", "Noto Sans Telugu", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '800' },
});
