import { createTheme, Notification } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  // Shipped with the app (core/fonts.css), so every device shows the same family in English, Hindi and Telugu.
  fontFamily: '"Noto Sans", "Noto Sans Devanagari", "Noto Sans Telugu", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '800' },
  components: {
    // A titled toast's message is gray.6 in Mantine's light scheme (3.3:1 on white); the dimmed grey reads (readable-colors.ts).
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
  },
});
