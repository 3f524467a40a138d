import type { HeartbeatReply } from '@shared/api/engagement';
import { dayKey } from '@shared/engagement/day-key';
import { maxMinutesPerDay } from '@shared/engagement/learning-time';
import { engagementMessageTable } from '@shared/engagement/messages';
import type { Executor } from '../db/executor';
import { perUserLimit } from '../http/rate-limit';
import { addBeatMinute, insertFirstBeat, minutesOfDay } from './queries';
import { zoneOf } from './stats';

/**
 * One heartbeat adds one learning minute to the caller's local day. The write is a single
 * conditional statement, so two heartbeats racing inside one minute (two tabs, two server
 * processes) still count once, and a day never passes 24 hours.
 */
export async function recordHeartbeat(db: Executor, userId: string, timeZone: string, now: Date): Promise<HeartbeatReply> {
  const day = dayKey(now, zoneOf(timeZone));
  const minute = Math.floor(now.getTime() / 60_000);
  let counted = await insertFirstBeat(db, userId, day, minute);
  if (!counted) counted = await addBeatMinute(db, userId, day, minute, maxMinutesPerDay);
  return { counted, day, minutesToday: await minutesOfDay(db, userId, day) };
}

/**
 * A guard against a client gone wild: more than 6 heartbeats from one user in a minute are refused
 * with 429. The database already stores at most one minute per minute; this only keeps a flood from
 * costing the day's writes each.
 */
export const heartbeatRateLimit = perUserLimit(6, engagementMessageTable.ref('tooManyBeats'));
