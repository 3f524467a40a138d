import { describe, expect, it } from 'vitest';
import core from '../../resources/hackathon/event.json';
import problemStatements from '../../resources/hackathon/problem-statements.json';
import programme from '../../resources/hackathon/programme.json';
import hindiWords from '../../resources/hackathon/translations/hi.json';
import { hackathonEvent } from './event';
import { eventTranslation, translateEvent, wordsOfEvent } from './event-translation';

const event = hackathonEvent.parse({ ...core, problemStatements, ...programme });
const hindi = eventTranslation.parse(hindiWords);

describe('translateEvent', () => {
  it('puts the translated words in and keeps what is data: ids, amounts, icons, dates, stacks, links', () => {
    const translated = translateEvent(event, hindi);
    expect(translated.subtitle).toBe(hindi.subtitle);
    expect(translated.problemStatements[0]).toEqual({ ...event.problemStatements[0], ...hindi.problemStatements[0] });
    expect(translated.problemStatements.map((problem) => [problem.id, problem.difficulty, problem.techStack, problem.color])).toEqual(
      event.problemStatements.map((problem) => [problem.id, problem.difficulty, problem.techStack, problem.color]),
    );
    expect(translated.prizes.map((prize) => [prize.rank, prize.amountRupees, prize.icon, prize.originalName])).toEqual(
      event.prizes.map((prize) => [prize.rank, prize.amountRupees, prize.icon, prize.originalName]),
    );
    expect(translated.judging.map((item) => item.weight)).toEqual(event.judging.map((item) => item.weight));
    expect(translated.judging[0]?.criteria).toBe(hindi.judging[0]?.criteria);
    expect(translated.resources.deploymentPlatforms).toEqual(event.resources.deploymentPlatforms);
    expect([translated.startsAt, translated.name, translated.feePerPersonPaise]).toEqual([event.startsAt, event.name, event.feePerPersonPaise]);
    expect(hackathonEvent.safeParse(translated).success).toBe(true);
  });

  it('keeps the event’s own words for a part the translation no longer fits, never mixing items', () => {
    const stale = {
      ...hindi,
      problemStatements: hindi.problemStatements.filter((problem) => problem.id !== 'PS02'),
      rules: hindi.rules.slice(1),
      timeline: hindi.timeline.slice(1),
    };
    const translated = translateEvent(event, stale);
    expect(translated.problemStatements[1]).toEqual(event.problemStatements[1]);
    expect(translated.problemStatements[0]?.title).toBe(hindi.problemStatements[0]?.title);
    expect(translated.rules).toEqual(event.rules);
    expect(translated.timeline).toEqual(event.timeline);
  });

  it('reads the event’s own words back unchanged', () => {
    expect(translateEvent(event, wordsOfEvent(event))).toEqual(event);
  });
});
