import type { HeartbeatReply } from '@shared/api/engagement';
import { dayKey } from '@shared/engagement/day-key';
import { maxMinutesPerDay } from '@shared/engagement/learning-time';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { perUserLimit } from '../http/rate-limit';
import { zoneOf } from './stats';

/**
 * One heartbeat adds one learning minute to the caller's local day. The write is a single
 * conditional statement, so two heartbeats racing inside one minute (two tabs, two server
 * processes) still count once, and a day never passes 24 hours.
 */
export async function recordHeartbeat(db: Kysely<Database>, userId: string, timeZone: string, now: Date): Promise<HeartbeatReply> {
  const day = dayKey(now, zoneOf(timeZone));
  const minute = Math.floor(now.getTime() / 60_000);
  const inserted = await db
    .insertInto('activity_days')
    .values({ user_id: userId, day, minutes: 1, last_beat_minute: minute })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .executeTakeFirst();
  let counted = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  if (!counted) {
    const updated = await db
      .updateTable('activity_days')
      .set((eb) => ({ minutes: eb('minutes', '+', 1), last_beat_minute: minute }))
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('last_beat_minute', '<', minute)
      .where('minutes', '<', maxMinutesPerDay)
      .executeTakeFirst();
    counted = Number(updated.numUpdatedRows) > 0;
  }
  const row = await db.selectFrom('activity_days').select('minutes').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  return { counted, day, minutesToday: Number(row?.minutes ?? 0) };
}

/**
 * A guard against a client gone wild: more than 6 heartbeats from one user in a minute are refused
 * with 429. The database already stores at most one minute per minute; this only keeps a flood from
 * costing the day's writes each.
 */
export const heartbeatRateLimit = perUserLimit(6, 'Too many activity updates. Learning time is counted once a minute; please slow down.');
