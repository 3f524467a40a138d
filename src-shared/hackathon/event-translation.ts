import { z } from 'zod';
import type { HackathonEvent } from './event';

const text = z.string().min(1);
const texts = z.array(text).min(1);

/**
 * The words of the event in another language (resources/hackathon/event.<language>.json): only
 * what a person reads. Names, amounts, dates as data, icons, colours, tech stacks and links stay
 * the event's own, so a translation can never change what the event is. Problem statements and
 * tracks are matched by id, the other lists by position.
 */
export const eventTranslation = z.strictObject({
  subtitle: text,
  description: text,
  venue: text,
  problemStatements: z.array(
    z.strictObject({
      id: z.string().regex(/^PS\d{2}$/),
      title: z.string().min(5).max(120),
      category: z.string().min(2).max(60),
      problem: text,
      task: text,
      features: texts,
      impact: text,
      tags: texts,
      description: text,
    }),
  ),
  timeline: z.array(z.strictObject({ phase: text, title: text, description: text, time: text })),
  prizes: z.array(z.strictObject({ title: text, description: text })),
  rules: texts,
  judging: z.array(z.strictObject({ criteria: text })),
  dashboardJudging: z.array(z.strictObject({ criteria: text })),
  tracks: z.array(z.strictObject({ id: text, name: text, description: text })),
  resources: z.strictObject({ guidelines: texts, recommendedStack: texts }),
});
export type EventTranslation = z.infer<typeof eventTranslation>;

/** The event's own (English) words in the shape of a translation: what each translation must cover. */
export function wordsOfEvent(event: HackathonEvent): EventTranslation {
  return {
    subtitle: event.subtitle,
    description: event.description,
    venue: event.venue,
    problemStatements: event.problemStatements.map(({ id, title, category, problem, task, features, impact, tags, description }) => ({
      id,
      title,
      category,
      problem,
      task,
      features,
      impact,
      tags,
      description,
    })),
    timeline: event.timeline.map(({ phase, title, description, time }) => ({ phase, title, description, time })),
    prizes: event.prizes.map(({ title, description }) => ({ title, description })),
    rules: event.rules,
    judging: event.judging.map(({ criteria }) => ({ criteria })),
    dashboardJudging: event.dashboardJudging.map(({ criteria }) => ({ criteria })),
    tracks: event.tracks.map(({ id, name, description }) => ({ id, name, description })),
    resources: { guidelines: event.resources.guidelines, recommendedStack: event.resources.recommendedStack },
  };
}

/** A list's translation when it has one entry for each of the event's, else the event's own. */
const sameLength = <T>(own: readonly T[], translated: readonly T[]): readonly T[] => (translated.length === own.length ? translated : own);

/**
 * The event as a person reading `translation` sees it. A part whose translation no longer fits the
 * event (a problem statement added, a rule dropped) keeps the event's own words rather than
 * showing one item's translation beside another's.
 */
export function translateEvent(event: HackathonEvent, translation: EventTranslation): HackathonEvent {
  const problems = new Map(translation.problemStatements.map((problem) => [problem.id, problem]));
  const tracks = new Map(translation.tracks.map((track) => [track.id, track]));
  const timeline = translation.timeline.length === event.timeline.length ? translation.timeline : undefined;
  const prizes = translation.prizes.length === event.prizes.length ? translation.prizes : undefined;
  const judging = (own: HackathonEvent['judging'], translated: EventTranslation['judging']) =>
    translated.length === own.length ? own.map((item, index) => ({ ...item, criteria: translated[index]?.criteria ?? item.criteria })) : own;
  return {
    ...event,
    subtitle: translation.subtitle,
    description: translation.description,
    venue: translation.venue,
    problemStatements: event.problemStatements.map((problem) => {
      const words = problems.get(problem.id);
      if (!words || words.features.length !== problem.features.length) return problem;
      return { ...problem, ...words, id: problem.id };
    }),
    timeline: event.timeline.map((item, index) => ({ ...item, ...timeline?.[index] })),
    prizes: event.prizes.map((prize, index) => ({ ...prize, ...prizes?.[index] })),
    rules: [...sameLength(event.rules, translation.rules)],
    judging: judging(event.judging, translation.judging),
    dashboardJudging: judging(event.dashboardJudging, translation.dashboardJudging),
    tracks: event.tracks.map((track) => ({ ...track, ...tracks.get(track.id), id: track.id })),
    resources: {
      ...event.resources,
      guidelines: [...sameLength(event.resources.guidelines, translation.resources.guidelines)],
      recommendedStack: [...sameLength(event.resources.recommendedStack, translation.resources.recommendedStack)],
    },
  };
}
