import { hackathonEvent } from '@shared/hackathon/event';
import type { FastifyBaseLogger } from 'fastify';
import { expireLapsed, type MembershipDeps } from './membership';
import { findCurrentEventRow } from './queries';

/**
 * How often the server lapses unpaid registrations nobody looked at. A minute keeps the
 * organisers' lists and the freed addresses at most a minute behind the hold; each round reads
 * one indexed range, so an idle event costs one small query a minute.
 */
export const lapseSweepEveryMs = 60_000;

/**
 * product.md §3.4 "Unpaid hold": besides the lazy check on the way into the participant routes,
 * a round every minute lapses what is due, so invitations expire and addresses come free even when
 * nobody opens the team. Lapsing is conditional per registration, so several server processes
 * sweeping together lapse each one once. One round at a time in a process.
 */
export function startLapseSweep(deps: MembershipDeps, log: FastifyBaseLogger): { stop(): void; runNow(): Promise<number> } {
  let running: Promise<number> | undefined;
  const round = async () => {
    // A server with no event seeded (a fresh desktop copy) has nothing to lapse.
    const row = await findCurrentEventRow(deps.db);
    return row ? expireLapsed(deps, hackathonEvent.parse(JSON.parse(row.data_json))) : 0;
  };
  const runNow = () => {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => void runNow().catch((error: unknown) => log.warn({ err: error }, 'lapsing unpaid registrations failed; the next round tries again')), lapseSweepEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runNow };
}
