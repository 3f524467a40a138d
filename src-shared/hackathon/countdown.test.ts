import { describe, expect, it } from 'vitest';
import { countdown } from './countdown';

const startsAt = '2027-02-20T04:30:00.000Z';
const endsAt = '2027-02-22T04:30:00.000Z';
const at = (iso: string) => countdown(new Date(iso), startsAt, endsAt);

describe('countdown', () => {
  it('counts to the start, split into days, hours, minutes and seconds', () => {
    expect(at('2027-02-18T03:29:58.500Z')).toMatchObject({ phase: 'before-start', label: 'Until hackathon begins', days: 2, hours: 1, minutes: 0, seconds: 1 });
  });
  it('is still before the start one millisecond before it', () => {
    expect(at('2027-02-20T04:29:59.999Z')).toMatchObject({ phase: 'before-start', days: 0, hours: 0, minutes: 0, seconds: 0, remainingMs: 1 });
  });
  it('counts to the end from the start itself', () => {
    expect(at(startsAt)).toMatchObject({ phase: 'in-progress', label: 'Until submission deadline', days: 2, hours: 0, minutes: 0, seconds: 0 });
  });
  it('is in progress one millisecond before the end', () => {
    expect(at('2027-02-22T04:29:59.999Z')).toMatchObject({ phase: 'in-progress', remainingMs: 1 });
  });
  it('is completed from the end on, with nothing left', () => {
    expect(at(endsAt)).toMatchObject({ phase: 'completed', label: 'Event completed', days: 0, hours: 0, minutes: 0, seconds: 0, remainingMs: 0 });
    expect(at('2030-01-01T00:00:00.000Z').phase).toBe('completed');
  });
});
