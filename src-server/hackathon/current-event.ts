import { hackathonMessageTable } from '@shared/hackathon/messages';
import { hackathonEvent, hackathonEventQueryKey, type HackathonEvent } from '@shared/hackathon/event';
import type { PrerenderQueries } from '@shared/routing/prerendered';
import type { Executor } from '../db/executor';
import { notFound } from '../errors';
import { findCurrentEventRow } from './queries';

/** The event the product runs now: the latest seeded one. Seeding checked it; this re-checks the stored JSON. */
export async function loadCurrentEvent(db: Executor): Promise<HackathonEvent> {
  const row = await findCurrentEventRow(db);
  if (!row) throw notFound(hackathonMessageTable.ref('noEvent'));
  return hackathonEvent.parse(JSON.parse(row.data_json));
}

/** The current event's id, which the rows of teams, registrations and submissions belong to. */
export async function loadCurrentEventId(db: Executor): Promise<string> {
  const row = await findCurrentEventRow(db);
  if (!row) throw notFound(hackathonMessageTable.ref('noEvent'));
  return row.id;
}

/**
 * The landing page's data, for the server to draw the page with for a visitor
 * (src-server/http/prerender-with-data.ts): the current event as GET /api/hackathon answers it, under
 * the renderer's query key; none when no event is scheduled.
 */
export async function landingPageData(db: Executor): Promise<PrerenderQueries | undefined> {
  const row = await findCurrentEventRow(db);
  return row ? [{ queryKey: [...hackathonEventQueryKey], data: hackathonEvent.parse(JSON.parse(row.data_json)) }] : undefined;
}
