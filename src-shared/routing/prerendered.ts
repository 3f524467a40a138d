import { z } from 'zod';

/** What the head of a page drawn at build time needs, as its screen gives it while it is drawn. */
export const prerenderedPageMeta = z.object({
  title: z.string(),
  description: z.string(),
  /** Path of the canonical URL, e.g. `/refund-policy`; the server puts the site's address before it. */
  canonicalPath: z.string().startsWith('/'),
  /** Which structured data the page carries (src-shared/home/organization.ts). */
  structuredData: z.enum(['organization']),
});
export type PrerenderedPageMeta = z.infer<typeof prerenderedPageMeta>;

/** One address of the renderer drawn to HTML (out/web-prerender/pages.json), with its head's parts. */
export const prerenderedPage = prerenderedPageMeta.partial().extend({ body: z.string() });
export type PrerenderedPage = z.infer<typeof prerenderedPage>;

/**
 * The data of queries a page was drawn with, by query key: the app puts them in its query cache
 * before it takes the HTML over, so its first render draws what the server drew.
 */
export const prerenderQueries = z.array(z.object({ queryKey: z.array(z.string()).min(1), data: z.unknown() }));
export type PrerenderQueries = z.infer<typeof prerenderQueries>;

/** The id of the page's `application/json` script element that carries them. */
export const prerenderQueriesId = 'prerender-queries';
