import { z } from 'zod';

const link = z.strictObject({ label: z.string().min(1).max(24), to: z.string().startsWith('/') });

/** The home page's copy, stored in resources/home/home.json. */
export const homeContent = z.strictObject({
  slides: z
    .array(
      z.strictObject({
        id: z.enum(['brand', 'hackathon', 'full-stack', 'ai-assistant']),
        eyebrow: z.string().min(1).max(40),
        title: z.string().min(1).max(60),
        text: z.string().min(1).max(200),
        cta: link,
        accent: z.enum(['violet', 'orange', 'teal', 'indigo']),
      }),
    )
    .length(4),
  vision: z.strictObject({ title: z.string(), text: z.string(), points: z.array(z.string()).min(3).max(4) }),
  tools: z
    .array(
      z.strictObject({
        id: z.enum(['playground', 'ai-tutor', 'resume-builder', 'ats-checker']),
        title: z.string(),
        text: z.string().max(140),
        to: z.string().startsWith('/'),
      }),
    )
    .length(4),
  paths: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        title: z.string(),
        text: z.string().max(160),
        level: z.enum(['Beginner', 'Intermediate']),
        weeks: z.number().int().positive(),
        courses: z.array(z.string()).min(1),
      }),
    )
    .length(3),
  showcase: z.strictObject({
    name: z.string(),
    edition: z.string(),
    summary: z.string(),
    metrics: z.array(z.strictObject({ label: z.string(), value: z.string() })).length(4),
    highlights: z.array(z.string()).min(1),
    next: z.strictObject({ title: z.string(), text: z.string().max(160), cta: link }),
  }),
  pricing: z.strictObject({ title: z.string(), text: z.string().max(160) }),
  closing: z.strictObject({ title: z.string(), text: z.string().max(160), primary: link, secondary: link }),
});

export type HomeContent = z.infer<typeof homeContent>;
export type HomeSlide = HomeContent['slides'][number];
