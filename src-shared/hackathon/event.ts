import { z } from 'zod';
import { messageRefinement } from '../i18n/issue-message';
import { hackathonMessageTable, hackathonMessages } from './messages';

/**
 * The hackathon event as authored in resources/hackathon/ (product.md §3.3): checked when the
 * server starts and seeds it, and again by the renderer on what the API sends.
 */
export const difficultyStars = z.number().int().min(1).max(5);

export const problemStatement = z.object({
  /** Short and stable, e.g. "PS01"; the wizard stores it as the chosen track. */
  id: z.string().regex(/^PS\d{2}$/),
  title: z.string().min(5).max(120),
  category: z.string().min(2).max(60),
  difficulty: difficultyStars,
  /** A Mantine colour name for the card's accent. */
  color: z.string().min(3).max(20),
  problem: z.string().min(80),
  task: z.string().min(40),
  features: z.array(z.string().min(3)).min(3),
  techStack: z.array(z.string().min(1)).min(3),
  impact: z.string().min(40),
  tags: z.array(z.string().min(1)).min(1),
  description: z.string().min(20),
});
export type ProblemStatement = z.infer<typeof problemStatement>;

/** Named, not emoji: the renderer draws each with its own icon set, so no font can turn it into a box. */
export const hackathonIcon = z.enum(['clipboard-list', 'flag', 'swords', 'trophy', 'medal', 'award', 'presentation', 'rocket']);
export type HackathonIcon = z.infer<typeof hackathonIcon>;

export const timelineItem = z.object({
  icon: hackathonIcon,
  phase: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  time: z.string().min(1),
});
export const prize = z.object({
  rank: z.number().int().min(1),
  icon: hackathonIcon,
  originalName: z.string().min(1),
  title: z.string().min(1),
  amountRupees: z.number().int().positive(),
  description: z.string().min(1),
});
export const judgingItem = z.object({ criteria: z.string().min(1), weight: z.number().int().min(1).max(100) });
export const track = z.object({ id: z.string().min(1), name: z.string().min(1), description: z.string().min(1) });

/** Judging weights are percentages of the whole mark. */
const judgingTotal = 100;
const weightsMakeHundred = (items: readonly { weight: number }[]) => items.reduce((sum, item) => sum + item.weight, 0) === judgingTotal;

export const hackathonEvent = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    originalName: z.string().min(1),
    subtitle: z.string().min(1),
    description: z.string().min(1),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    registrationDeadline: z.iso.datetime(),
    venue: z.string().min(1),
    status: z.enum(['upcoming', 'registration-open', 'in-progress', 'completed']),
    minTeamSize: z.literal(1),
    maxTeamSize: z.literal(4),
    feePerPersonPaise: z.number().int().positive(),
    /** How long an unpaid registration holds its team before it lapses (product.md §3.4). */
    unpaidHoldHours: z.number().int().min(1).max(720).default(72),
    problemStatements: z
      .array(problemStatement)
      .length(10)
      .refine((list) => new Set(list.map((p) => p.id)).size === list.length, hackathonMessages.problemIdsRepeat),
    timeline: z.array(timelineItem).min(4),
    prizes: z
      .array(prize)
      .length(3)
      .refine((list) => list.every((p, index) => p.rank === index + 1), hackathonMessages.prizesByRank),
    rules: z.array(z.string().min(1)).min(1),
    /** The landing page's criteria (product.md §3.2.3 item 8). */
    judging: z.array(judgingItem).refine(weightsMakeHundred, messageRefinement(hackathonMessageTable.ref('landingWeightsTotal', { total: judgingTotal }))),
    /** The participant dashboard's resources tab (product.md §3.2.5). */
    dashboardJudging: z.array(judgingItem).refine(weightsMakeHundred, messageRefinement(hackathonMessageTable.ref('dashboardWeightsTotal', { total: judgingTotal }))),
    tracks: z.array(track).length(4),
    resources: z.object({
      guidelines: z.array(z.string().min(1)).min(1),
      recommendedStack: z.array(z.string().min(1)).min(1),
      deploymentPlatforms: z.array(z.object({ name: z.string().min(1), url: z.url() })).min(1),
    }),
  })
  .refine((event) => event.registrationDeadline <= event.startsAt && event.startsAt < event.endsAt, {
    message: hackathonMessages.datesInOrder,
  })
  .refine((event) => event.name.includes(event.startsAt.slice(0, 4)), {
    message: hackathonMessages.nameCarriesYear,
  });
export type HackathonEvent = z.infer<typeof hackathonEvent>;

/** The renderer's query key for the current event, which the server also draws the landing page with. */
export const hackathonEventQueryKey = ['hackathon', 'event'] as const;
