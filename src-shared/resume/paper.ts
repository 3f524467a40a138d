/** The page sizes a resume PDF is drawn on: A4 (India's default) and US Letter. */
export const paperSizes = ['A4', 'LETTER'] as const;
export type PaperSize = (typeof paperSizes)[number];
export const defaultPaperSize: PaperSize = 'A4';
export const isPaperSize = (value: unknown): value is PaperSize => paperSizes.some((size) => size === value);
