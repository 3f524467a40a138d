/**
 * product.md §3.4 "Countdown": before the start it counts to the start, then to the end, then
 * the event is over. One function for the landing hero and the participant dashboard.
 */
export type CountdownPhase = 'before-start' | 'in-progress' | 'completed';

export interface Countdown {
  phase: CountdownPhase;
  /** 'Until hackathon begins', 'Until submission deadline' or 'Event completed'. */
  label: string;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds to the instant counted to; 0 once completed. */
  remainingMs: number;
}

/** The units a countdown shows, largest first. */
export const countdownUnits = ['days', 'hours', 'minutes', 'seconds'] as const;
export type CountdownUnit = (typeof countdownUnits)[number];

export const countdownLabels = {
  'before-start': 'Until hackathon begins',
  'in-progress': 'Until submission deadline',
  completed: 'Event completed',
} as const satisfies Record<CountdownPhase, string>;

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

export function countdown(now: Date, startsAt: string, endsAt: string): Countdown {
  const at = now.getTime();
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const phase: CountdownPhase = at < start ? 'before-start' : at < end ? 'in-progress' : 'completed';
  const remainingMs = phase === 'before-start' ? start - at : phase === 'in-progress' ? end - at : 0;
  return {
    phase,
    label: countdownLabels[phase],
    days: Math.floor(remainingMs / day),
    hours: Math.floor((remainingMs % day) / hour),
    minutes: Math.floor((remainingMs % hour) / minute),
    seconds: Math.floor((remainingMs % minute) / second),
    remainingMs,
  };
}
