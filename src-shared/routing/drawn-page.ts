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

/**
 * The data of queries a page was drawn with, by query key: the app puts them in its query cache
 * before it takes the HTML over, so its first render draws what the server drew.
 */
export const drawnQueries = z.array(z.object({ queryKey: z.array(z.string()).min(1), data: z.unknown() }));
export type DrawnQueries = z.infer<typeof drawnQueries>;

/** The id of the page's `application/json` script element that carries them. */
export const drawnQueriesId = 'drawn-queries';
