import { z } from 'zod';

/** What the head of a page drawn at build time needs, as its screen gives it while it is drawn. */
export const drawnPageMeta = z.object({
  title: z.string(),
  description: z.string(),
  /** Path of the canonical URL, e.g. `/refund-policy`; the server puts the site's address before it. */
  canonicalPath: z.string().startsWith('/'),
  /** Which structured data the page carries (src-shared/home/organization.ts). */
  structuredData: z.enum(['organization']),
});
export type DrawnPageMeta = z.infer<typeof drawnPageMeta>;

/** One address of the renderer drawn to HTML (out/web-prerender/pages.json), with its head's parts. */
export const drawnPage = drawnPageMeta.partial().extend({ body: z.string() });
export type DrawnPage = z.infer<typeof drawnPage>;
