import { z } from 'zod';

export const legalSlugs = ['privacy-policy', 'terms-conditions', 'refund-policy', 'shipping-policy'] as const;
export type LegalSlug = (typeof legalSlugs)[number];

const legalBlock = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('p'), text: z.string().min(1) }),
  z.strictObject({ type: z.literal('list'), items: z.array(z.string().min(1)).min(1) }),
]);

/** A policy page as stored in resources/legal/{slug}.json. */
export const legalDocument = z.strictObject({
  slug: z.enum(legalSlugs),
  title: z.string().min(1),
  description: z.string().min(1).max(160),
  effectiveDate: z.iso.date(),
  version: z.string().min(1),
  notice: z.string().min(1).optional(),
  sections: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        heading: z.string().min(1),
        blocks: z.array(legalBlock).min(1),
      }),
    )
    .min(1),
});

export type LegalDocument = z.infer<typeof legalDocument>;
export type LegalBlock = z.infer<typeof legalBlock>;
