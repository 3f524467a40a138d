import { sql, type Kysely } from 'kysely';
import * as Y from 'yjs';
import { filesMapName } from '@shared/workspace/limits';
import { z } from 'zod';
import type { PreparedStatements } from '../db/connect';
import type { Executor } from '../db/executor';
import type { Database } from '../db/schema';

/**
 * A shared project's Yjs document in the database: a snapshot and the updates stored after it.
 * Every function here is one transaction, so a document is never half-written, and the numbering
 * and the size cap live on the project's row, so several processes share them.
 */

const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const fromBase64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));

export interface StoredState {
  /** The snapshot merged with every update after it. */
  updates: Uint8Array[];
  /** The highest sequence number included. */
  seq: number;
}

/** The whole document as stored, and the bytes it counts against the cap. */
export interface LoadedState extends StoredState {
  bytes: number;
}

/** The whole stored document: the snapshot and the updates after it. */
export async function loadDocument(db: Kysely<Database>, projectId: string): Promise<LoadedState> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('workspace_projects').select(['snapshot', 'snapshot_seq', 'stored_bytes']).where('id', '=', projectId).executeTakeFirstOrThrow();
    const rest = await trx
      .selectFrom('workspace_updates')
      .select(['seq', 'data'])
      .where('project_id', '=', projectId)
      .where('seq', '>', row.snapshot_seq)
      .orderBy('seq')
      .execute();
    const updates = [...(row.snapshot ? [fromBase64(row.snapshot)] : []), ...rest.map((r) => fromBase64(r.data))];
    return { updates, seq: rest.at(-1)?.seq ?? row.snapshot_seq, bytes: row.stored_bytes };
  });
}

/**
 * The updates after `seq`, or undefined when a compaction has folded some of them into the
 * snapshot (the caller then loads the whole document again).
 */
export async function updatesAfter(db: Kysely<Database>, projectId: string, seq: number): Promise<StoredState | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('workspace_projects').select(['snapshot_seq']).where('id', '=', projectId).executeTakeFirstOrThrow();
    if (row.snapshot_seq > seq) return undefined;
    const rest = await trx.selectFrom('workspace_updates').select(['seq', 'data']).where('project_id', '=', projectId).where('seq', '>', seq).orderBy('seq').execute();
    return { updates: rest.map((r) => fromBase64(r.data)), seq: rest.at(-1)?.seq ?? seq };
  });
}

/** `bytes`: what the document counts against the cap once this update is stored. */
export type AppendResult = { stored: true; seq: number; pending: number; bytes: number } | { stored: false };

/**
 * Stores one update; `{ stored: false }` when it would take the document past `maxBytes`.
 * `pending` is how many updates now follow the snapshot, for the caller's compaction.
 * `alongside` writes the caller's rows in the same transaction, only if the update is stored,
 * and is told the update's number (a notification sent there goes out when it commits).
 */
export async function appendUpdate(
  db: Kysely<Database>,
  projectId: string,
  update: Uint8Array,
  maxBytes: number,
  now: string,
  alongside?: (trx: Executor, seq: number) => Promise<void>,
): Promise<AppendResult> {
  return db.transaction().execute(async (trx) => {
    const size = update.byteLength;
    // One conditional update numbers the update and charges its bytes: PostgreSQL locks the row,
    // so two processes storing into one document take turns; SQLite has one writer anyway.
    const row = await trx
      .updateTable('workspace_projects')
      .set({ last_seq: sql<number>`last_seq + 1`, stored_bytes: sql<number>`stored_bytes + ${size}`, updated_at: now })
      .where('id', '=', projectId)
      .where(sql<boolean>`stored_bytes + ${size} <= ${maxBytes}`)
      .returning(['last_seq', 'snapshot_seq', 'stored_bytes'])
      .executeTakeFirst();
    if (!row) return { stored: false };
    await trx.insertInto('workspace_updates').values({ project_id: projectId, seq: row.last_seq, data: toBase64(update), size_bytes: size, created_at: now }).execute();
    await alongside?.(trx, row.last_seq);
    return { stored: true, seq: row.last_seq, pending: row.last_seq - row.snapshot_seq, bytes: row.stored_bytes };
  });
}

/** Numbers, charges and stores an update in one statement; `tell` adds a NOTIFY that leaves when it commits. */
const appendText = (tell: boolean) => `
  with charged as (
    update workspace_projects
    set last_seq = last_seq + 1, stored_bytes = stored_bytes + $1::integer, updated_at = $2
    where id = $3 and stored_bytes + $1::integer <= $4::integer
    returning last_seq, snapshot_seq, stored_bytes
  ), inserted as (
    insert into workspace_updates (project_id, seq, data, size_bytes, created_at)
    select $3, last_seq, $5, $1::integer, $2 from charged
  )
  select last_seq, snapshot_seq, stored_bytes${tell ? `, pg_notify($6, $3 || ' ' || last_seq || $7) as notified` : ''} from charged`;
const appendQuietly = appendText(false);
const appendTelling = appendText(true);

const appendedRow = z.object({ last_seq: z.number(), snapshot_seq: z.number(), stored_bytes: z.number() });

/**
 * `appendUpdate` without `alongside`, as one PostgreSQL statement: one round trip, the project's
 * row locked only while it runs. With `notify`, a NOTIFY on its channel of `projectId seq`
 * followed by its suffix goes out when the update commits. Typing stores through here on
 * PostgreSQL, where a document's row is shared by every process's stores. The statement is
 * prepared once per connection: parsing and planning it each time was most of what a keystroke
 * cost the database.
 */
export async function appendUpdatePrepared(
  prepared: PreparedStatements,
  projectId: string,
  update: Uint8Array,
  maxBytes: number,
  now: string,
  notify?: { channel: string; suffix: string },
): Promise<AppendResult> {
  const size = update.byteLength;
  const values = [size, now, projectId, maxBytes, toBase64(update)];
  const rows = notify
    ? await prepared('workspace-append-notify', appendTelling, [...values, notify.channel, notify.suffix])
    : await prepared('workspace-append', appendQuietly, values);
  const [row] = rows;
  if (row === undefined) return { stored: false };
  const { last_seq: seq, snapshot_seq: snapshotSeq, stored_bytes: bytes } = appendedRow.parse(row);
  return { stored: true, seq, pending: seq - snapshotSeq, bytes };
}

/**
 * Folds every stored update into one snapshot. Merging through a Y.Doc (rather than
 * `Y.mergeUpdates`) also drops deleted text, so a document's size follows what it holds now.
 */
export async function compact(db: Kysely<Database>, projectId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('workspace_projects').select(['snapshot', 'snapshot_seq', 'last_seq']).where('id', '=', projectId).executeTakeFirstOrThrow();
    if (row.last_seq === row.snapshot_seq) return;
    const rest = await trx
      .selectFrom('workspace_updates')
      .select(['data'])
      .where('project_id', '=', projectId)
      .where('seq', '>', row.snapshot_seq)
      .where('seq', '<=', row.last_seq)
      .orderBy('seq')
      .execute();
    const doc = new Y.Doc({ gc: true });
    if (row.snapshot) Y.applyUpdate(doc, fromBase64(row.snapshot));
    for (const update of rest) Y.applyUpdate(doc, fromBase64(update.data));
    const snapshot = Y.encodeStateAsUpdate(doc);
    doc.destroy();
    const changed = await trx
      .updateTable('workspace_projects')
      .set({ snapshot: toBase64(snapshot), snapshot_seq: row.last_seq, stored_bytes: snapshot.byteLength })
      .where('id', '=', projectId)
      .where('snapshot_seq', '=', row.snapshot_seq)
      .where('last_seq', '=', row.last_seq)
      .executeTakeFirst();
    // Another process stored or compacted in between: its turn wins, ours is only an optimisation.
    if (Number(changed.numUpdatedRows) !== 1) return;
    await trx.deleteFrom('workspace_updates').where('project_id', '=', projectId).where('seq', '<=', row.last_seq).execute();
  });
}

/**
 * Makes `state` the snapshot of every update up to `seq`, from a document that holds at least
 * those (a process's live document): no update is read back or replayed. `state` may hold later
 * updates too, which a load applies again harmlessly (a Yjs document ignores what it has). The
 * project's row is locked first, so the bytes counted after `seq` are the ones stored; a snapshot
 * already at or past `seq` (another process's) is left alone.
 */
export async function compactTo(db: Kysely<Database>, projectId: string, state: Uint8Array, seq: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // An update that changes nothing takes the row's lock in PostgreSQL (SQLite's write lock
    // anyway), in both dialects' syntax.
    const row = await trx
      .updateTable('workspace_projects')
      .set({ snapshot_seq: sql<number>`snapshot_seq` })
      .where('id', '=', projectId)
      .returning(['snapshot_seq', 'last_seq'])
      .executeTakeFirst();
    if (!row || row.snapshot_seq >= seq || seq > row.last_seq) return;
    const after = await trx.selectFrom('workspace_updates').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), sql<number>`0`).as('bytes')).where('project_id', '=', projectId).where('seq', '>', seq).executeTakeFirstOrThrow();
    await trx
      .updateTable('workspace_projects')
      .set({ snapshot: toBase64(state), snapshot_seq: seq, stored_bytes: state.byteLength + Number(after.bytes) })
      .where('id', '=', projectId)
      .execute();
    await trx.deleteFrom('workspace_updates').where('project_id', '=', projectId).where('seq', '<=', seq).execute();
  });
}

/** The whole state as one update, for a named version. */
export async function currentState(db: Kysely<Database>, projectId: string): Promise<Uint8Array> {
  const stored = await loadDocument(db, projectId);
  return Y.mergeUpdates(stored.updates);
}

/** The text of every file in a stored state (a named version's), by name. */
export function filesOfState(state: string): Record<string, string> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, fromBase64(state));
  const files = Object.fromEntries([...doc.getMap<Y.Text>(filesMapName).entries()].map(([name, text]) => [name, text.toString()]));
  doc.destroy();
  return files;
}

export { fromBase64, toBase64 };
