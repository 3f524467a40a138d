import { hackathonEvent, type HackathonEvent } from '@shared/hackathon/event';
import type { Executor } from '../db/executor';
import { notFound } from '../errors';
import { findCurrentEventRow } from './queries';

/** The event the product runs now: the latest seeded one. Seeding checked it; this re-checks the stored JSON. */
export async function loadCurrentEvent(db: Executor): Promise<HackathonEvent> {
  const row = await findCurrentEventRow(db);
  if (!row) throw notFound('No hackathon is scheduled.');
  return hackathonEvent.parse(JSON.parse(row.data_json));
}

/** The current event's id, which the rows of teams, registrations and submissions belong to. */
export async function loadCurrentEventId(db: Executor): Promise<string> {
  const row = await findCurrentEventRow(db);
  if (!row) throw notFound('No hackathon is scheduled.');
  return row.id;
}
