import type { Kysely } from 'kysely';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { defaultMessageRate, filesMapName, fullBucket, liveRefusals, maxDocumentBytes, maxMessageBytes, takeToken, type Bucket, type BucketRule, type LiveRefusal } from '@shared/workspace/limits';
import type { Clock } from '../clock';
import type { Executor } from '../db/executor';
import type { Database } from '../db/schema';
import { appendUpdate, compact, compactTo, loadDocument, updatesAfter, type AppendResult } from './document-store';
import { mayOpen, openersOf } from './membership';
import { findProject, findProjects } from './queries';

/**
 * The live side of the workspace: y-websocket's protocol (y-protocols' sync and awareness
 * messages) over our WebSocket, one Y.Doc in memory per shared project with someone connected.
 *
 * An update is stored before it is applied: the server's document and every sync step 2 it
 * answers hold only stored updates, so the echo of an update to its sender is the acknowledgment
 * that it survives a crash. The other members on this process get it at once, before it is
 * stored (relayed ahead): a peer's copy is no acknowledgment, and a Yjs document takes updates in
 * any order, so nothing waits on the database but the sender's echo. The updates that arrive
 * while a document's earlier work is in the database wait together and are stored as one (group
 * commit), so the database sees one transaction per document per round trip, however fast its
 * members type.
 */

const messageSync = 0;
const messageAwareness = 1;
const messageQueryAwareness = 3;

/** Updates after the snapshot that start a compaction. */
const compactAfter = 500;

export interface HubOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  verify: (token: string) => Promise<{ userId: string } | undefined>;
  maxBytes?: number;
  rate?: BucketRule;
  /** Dates the stored updates. */
  clock: Clock;
  /** Told inside the transaction that stores an update, so other processes hear of it when it commits (PostgreSQL NOTIFY). */
  onStored?: (trx: Executor, projectId: string, seq: number, update: Uint8Array) => Promise<void>;
  /**
   * Stores a member's update and tells the other processes in one go (PostgreSQL's one statement);
   * `appendUpdate` and `onStored` when unset.
   */
  append?: (projectId: string, update: Uint8Array, maxBytes: number, now: string) => Promise<AppendResult>;
  /**
   * Told this process's members' awareness changes, gathered for a moment, for the other processes
   * (PostgreSQL NOTIFY); false when the update is too large to carry.
   */
  onAwareness?: (projectId: string, update: Uint8Array) => boolean;
  /** Told when this process opens a document, so the other processes publish their members' presence. */
  onOpened?: (projectId: string) => void;
  /** Tells the other processes the highest number stored here, so one that was not told of some updates reads them. */
  tellNumber?: (projectId: string, seq: number) => void;
}

/** How long awareness changes are gathered before they go to the other processes, so a burst of cursor moves is one notification. */
const awarenessRelayMs = 30;

/**
 * How long a gap in the applied updates may last before the missing ones are read from the
 * database: one stored elsewhere is normally heard of (with the update) within a round trip.
 */
const catchUpAfterMs = 200;

/** The origin of awareness applied from another process: it is not published again. */
const elsewhere = Symbol('another process');

/**
 * Updates are relayed ahead only while the document stays this far below its cap: one relayed and
 * then refused as too large would sit in the peers' copies, and each would be refused for it on
 * its next sync.
 */
const relayAheadBelow = 0.9;

/** The origin of stored members' updates: the connections that had every one of them ahead get no second copy. */
class RelayedAhead {
  constructor(readonly had: ReadonlySet<WebSocket>) {}
}

/** A member's update waiting to be stored, and the connections it was relayed to ahead. */
interface Waiting {
  update: Uint8Array;
  from: Connection;
  relayedTo: ReadonlySet<WebSocket>;
}

const syncUpdateMessage = (update: Uint8Array): Uint8Array => {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, messageSync);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
};

/** The connections that had every update of the batch ahead. */
const hadAll = (batch: readonly Waiting[]): ReadonlySet<WebSocket> => {
  const [first, ...rest] = batch;
  return new Set([...(first?.relayedTo ?? [])].filter((socket) => rest.every((entry) => entry.relayedTo.has(socket))));
};

interface Connection {
  socket: WebSocket;
  userId: string;
  bucket: Bucket;
  /** Awareness client ids this connection controls, removed when it closes. */
  awarenessIds: Set<number>;
  /**
   * Its updates still waiting are not stored (a removed member's last keys must not land), unless
   * they were relayed ahead: then the peers hold them, and the server's copy must not differ.
   */
  closed: boolean;
}

interface LiveDocument {
  projectId: string;
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  connections: Map<WebSocket, Connection>;
  /** Every stored update up to this one is applied here. */
  seq: number;
  /** Updates after `seq` applied here already (stored here, or heard of from another process). */
  ahead: Set<number>;
  /** Reads what is missing when a gap before `ahead` lasts. */
  lag: NodeJS.Timeout | undefined;
  /** Members' updates waiting to be stored together, in the order they arrived. */
  pending: Waiting[];
  /** The bytes of `pending`, kept as it changes: summing it on every keystroke cost more the faster a team typed. */
  pendingBytes: number;
  /** What the document counted against its cap at its last load or store here. */
  storedBytes: number;
  /** A store of `pending` is in the queue and has not taken them yet. */
  flushQueued: boolean;
  /** A compaction in flight, which the queue does not wait for. */
  compaction: Promise<void> | undefined;
  /** Stores and catch-ups of this document, one after another. */
  queue: Promise<void>;
  /** Awareness client ids changed here and not yet published to the other processes. */
  outgoing: Set<number>;
  relay: NodeJS.Timeout | undefined;
}

class Malformed extends Error {}

const send = (socket: WebSocket, message: Uint8Array) => {
  if (socket.readyState === socket.OPEN) socket.send(message);
};

export function createHub(options: HubOptions) {
  const { db, log, verify } = options;
  const maxBytes = options.maxBytes ?? maxDocumentBytes;
  const rate = options.rate ?? defaultMessageRate;
  const { clock } = options;
  // A socket's message allowance refills over elapsed time: the monotonic clock, which a test clock leaves alone.
  const elapsedMs = () => performance.now();
  const documents = new Map<string, Promise<LiveDocument>>();

  const refuse = (socket: WebSocket, refusal: LiveRefusal) => {
    const { code, reason } = liveRefusals[refusal];
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
  };

  /** Runs `work` after the document's earlier work; a failure is the caller's, the queue goes on. */
  const enqueue = <T>(live: LiveDocument, work: () => Promise<T>): Promise<T> => {
    const result = live.queue.then(work);
    live.queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };

  function open(projectId: string): Promise<LiveDocument> {
    let found = documents.get(projectId);
    if (!found) {
      found = (async () => {
        const stored = await loadDocument(db, projectId);
        const doc = new Y.Doc({ gc: true });
        for (const update of stored.updates) Y.applyUpdate(doc, update, 'stored');
        const awareness = new awarenessProtocol.Awareness(doc);
        awareness.setLocalState(null);
        const live: LiveDocument = {
          projectId,
          doc,
          awareness,
          connections: new Map(),
          seq: stored.seq,
          ahead: new Set(),
          lag: undefined,
          pending: [],
          pendingBytes: 0,
          storedBytes: stored.bytes,
          flushQueued: false,
          compaction: undefined,
          queue: Promise.resolve(),
          outgoing: new Set(),
          relay: undefined,
        };
        doc.on('update', (update: Uint8Array, origin: unknown) => {
          const had = origin instanceof RelayedAhead ? origin.had : undefined;
          const message = syncUpdateMessage(update);
          for (const connection of live.connections.values()) if (!had?.has(connection.socket)) send(connection.socket, message);
        });
        awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
          const changed = [...added, ...updated, ...removed];
          const from = [...live.connections.values()].find((c) => c === origin);
          if (from) {
            for (const id of added) from.awarenessIds.add(id);
            for (const id of removed) from.awarenessIds.delete(id);
          }
          const encoder = encoding.createEncoder();
          encoding.writeVarUint(encoder, messageAwareness);
          encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, changed));
          const message = encoding.toUint8Array(encoder);
          for (const connection of live.connections.values()) send(connection.socket, message);
          // Only what this process's members changed: another process's states are its own to
          // publish, and each process expires states no one renews by itself.
          if (origin !== elsewhere && origin !== 'timeout') publishLater(live, changed);
        });
        options.onOpened?.(projectId);
        return live;
      })();
      documents.set(projectId, found);
      found.catch(() => documents.delete(projectId));
    }
    return found;
  }

  function publishLater(live: LiveDocument, ids: number[]): void {
    if (!options.onAwareness) return;
    for (const id of ids) live.outgoing.add(id);
    live.relay ??= setTimeout(() => publish(live), awarenessRelayMs);
  }

  function publish(live: LiveDocument): void {
    clearTimeout(live.relay);
    live.relay = undefined;
    const ids = [...live.outgoing].filter((id) => live.awareness.meta.has(id));
    live.outgoing.clear();
    if (ids.length === 0 || !options.onAwareness) return;
    if (options.onAwareness(live.projectId, awarenessProtocol.encodeAwarenessUpdate(live.awareness, ids))) return;
    for (const id of ids) {
      if (!options.onAwareness(live.projectId, awarenessProtocol.encodeAwarenessUpdate(live.awareness, [id]))) log.warn({ projectId: live.projectId }, 'a member’s presence is too large to reach the other processes');
    }
  }

  /** Notes that the stored update `seq` is applied here; a gap before it is read later if no one fills it. */
  function applied(live: LiveDocument, seq: number): void {
    if (seq > live.seq) live.ahead.add(seq);
    while (live.ahead.delete(live.seq + 1)) live.seq += 1;
    for (const early of live.ahead) if (early <= live.seq) live.ahead.delete(early);
    if (live.ahead.size === 0 || live.lag) return;
    live.lag = setTimeout(() => {
      live.lag = undefined;
      if (live.ahead.size > 0 && documents.has(live.projectId)) {
        enqueue(live, () => catchUp(live)).catch((error: unknown) => log.warn({ err: error, projectId: live.projectId }, 'a workspace document could not catch up'));
      }
    }, catchUpAfterMs);
  }

  /** Applies what other processes stored since this one last looked. */
  async function catchUp(live: LiveDocument): Promise<void> {
    const after = await updatesAfter(db, live.projectId, live.seq);
    const state = after ?? (await loadDocument(db, live.projectId));
    for (const update of state.updates) Y.applyUpdate(live.doc, update, 'stored');
    live.seq = Math.max(live.seq, state.seq);
    applied(live, live.seq);
  }

  /**
   * Stores an update, then applies it here (which relays it to every connection). False when the
   * document is full. `origin` is the connection it came from, or the server's own edit.
   */
  async function store(live: LiveDocument, update: Uint8Array, origin: unknown, alongside?: (trx: Executor) => Promise<void>): Promise<boolean> {
    const { onStored, append } = options;
    const within = async (trx: Executor, seq: number) => {
      await alongside?.(trx);
      await onStored?.(trx, live.projectId, seq, update);
    };
    const attempt = () => {
      const at = clock().toISOString();
      return append && !alongside ? append(live.projectId, update, maxBytes, at) : appendUpdate(db, live.projectId, update, maxBytes, at, within);
    };
    let result = await attempt();
    if (!result.stored) {
      // Deleted text still counts until a compaction drops it: try once before refusing.
      await compact(db, live.projectId);
      result = await attempt();
    }
    if (!result.stored) return false;
    live.storedBytes = result.bytes;
    // Updates stored just before it elsewhere need not be here first: a Yjs document takes
    // updates in any order, and `applied` reads them if they are not heard of soon.
    Y.applyUpdate(live.doc, update, origin);
    applied(live, result.seq);
    if (result.pending >= compactAfter) compactLater(live);
    return true;
  }

  /**
   * Compacts beside the queue: it is only an optimisation, and typing must not wait for it. The
   * snapshot is this document as held here, which has every update up to `seq` applied, so nothing
   * is read back or replayed (reading and replaying 500 updates per document, and starting again
   * whenever a store landed meanwhile, stalled every member's keystrokes when many documents
   * reached the count together).
   */
  function compactLater(live: LiveDocument): void {
    live.compaction ??= compactTo(db, live.projectId, Y.encodeStateAsUpdate(live.doc), live.seq)
      .catch((error: unknown) => log.warn({ err: error, projectId: live.projectId }, 'a workspace document could not be compacted'))
      .finally(() => {
        live.compaction = undefined;
      });
  }

  /**
   * Relays a member's update to the document's other connections here at once, and queues it to be
   * stored with the others that arrive before the document's turn.
   */
  function submit(live: LiveDocument, from: Connection, update: Uint8Array): void {
    const relayedTo = new Set<WebSocket>();
    if (live.storedBytes + live.pendingBytes + update.byteLength <= maxBytes * relayAheadBelow) {
      const message = syncUpdateMessage(update);
      for (const connection of live.connections.values()) {
        if (connection === from || connection.socket.readyState !== connection.socket.OPEN) continue;
        connection.socket.send(message);
        relayedTo.add(connection.socket);
      }
    }
    live.pending.push({ update, from, relayedTo });
    live.pendingBytes += update.byteLength;
    if (live.flushQueued) return;
    live.flushQueued = true;
    void enqueue(live, () => flush(live));
  }

  /** Stores every waiting update as one, or each alone when together they pass the cap. */
  async function flush(live: LiveDocument): Promise<void> {
    live.flushQueued = false;
    // Every waiting update leaves `pending` here, stored or dropped.
    const batch = live.pending.splice(0).filter((entry) => !entry.from.closed || entry.relayedTo.size > 0);
    live.pendingBytes = 0;
    const [only] = batch;
    if (!only) return;
    try {
      if (batch.length === 1) {
        if (!(await store(live, only.update, new RelayedAhead(only.relayedTo)))) refuse(only.from.socket, 'full');
        return;
      }
      if (await store(live, Y.mergeUpdates(batch.map((entry) => entry.update)), new RelayedAhead(hadAll(batch)))) return;
      // Each alone, so only a member whose own update does not fit is refused.
      for (const entry of batch) {
        if (entry.from.closed && entry.relayedTo.size === 0) continue;
        if (!(await store(live, entry.update, new RelayedAhead(entry.relayedTo)))) refuse(entry.from.socket, 'full');
      }
    } catch (error) {
      log.error({ err: error, projectId: live.projectId }, 'a workspace update could not be stored');
      // The clients keep their edits and send them again when they reconnect.
      for (const { from } of batch) {
        if (from.socket.readyState === from.socket.OPEN) from.socket.close(1011, 'The update could not be stored; reconnecting sends it again.');
      }
    }
  }

  /**
   * Reads one message; anything that cannot be read throws Malformed before it touches the
   * document. Returns the work to do in the document's turn, if any.
   */
  function read(live: LiveDocument, connection: Connection, message: Uint8Array): (() => Promise<void>) | undefined {
    try {
      const decoder = decoding.createDecoder(message);
      const type = decoding.readVarUint(decoder);
      if (type === messageSync) {
        const step = decoding.readVarUint(decoder);
        const payload = decoding.readVarUint8Array(decoder);
        if (decoding.hasContent(decoder)) throw new Malformed();
        if (step === syncProtocol.messageYjsSyncStep1) {
          // Answered in the document's turn, so the answer holds every update stored before it.
          return async () => {
            const encoder = encoding.createEncoder();
            encoding.writeVarUint(encoder, messageSync);
            syncProtocol.writeSyncStep2(encoder, live.doc, payload);
            send(connection.socket, encoding.toUint8Array(encoder));
          };
        }
        if (step !== syncProtocol.messageYjsSyncStep2 && step !== syncProtocol.messageYjsUpdate) throw new Malformed();
        // Decoding reads every struct and the delete set: what cannot be read is refused before
        // anything is stored or applied, so the document stays as it was.
        const decoded = Y.decodeUpdate(payload);
        if (decoded.structs.length === 0 && decoded.ds.clients.size === 0) return undefined;
        submit(live, connection, payload);
        return undefined;
      }
      if (type === messageAwareness) {
        const update = decoding.readVarUint8Array(decoder);
        if (decoding.hasContent(decoder)) throw new Malformed();
        awarenessProtocol.applyAwarenessUpdate(live.awareness, update, connection);
        return undefined;
      }
      if (type === messageQueryAwareness) {
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, messageAwareness);
        encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(live.awareness, [...live.awareness.getStates().keys()]));
        send(connection.socket, encoding.toUint8Array(encoder));
        return undefined;
      }
    } catch {
      throw new Malformed();
    }
    throw new Malformed();
  }

  function leave(live: LiveDocument, connection: Connection): void {
    if (!live.connections.delete(connection.socket)) return;
    awarenessProtocol.removeAwarenessStates(live.awareness, [...connection.awarenessIds], null);
    releaseIfIdle(live);
  }

  /** Drops a document no one is connected to, once its queue is done, so nothing stored is applied to a document no one holds. */
  function releaseIfIdle(live: LiveDocument): void {
    if (live.connections.size > 0) return;
    void live.queue.then(() => {
      if (live.connections.size > 0 || documents.get(live.projectId) === undefined) return;
      documents.delete(live.projectId);
      clearTimeout(live.lag);
      publish(live);
      live.awareness.destroy();
      live.doc.destroy();
    });
  }

  /**
   * The server's own edit of a document (a restore): made on a copy of the document as stored,
   * after every update stored so far, then stored and relayed as any member's edit is. `alongside`
   * receives the document as it was just before and writes in the update's transaction. False
   * when the document is full.
   */
  async function edit(projectId: string, change: (doc: Y.Doc) => void, alongside?: (trx: Executor, before: Uint8Array) => Promise<void>): Promise<boolean> {
    const live = await open(projectId);
    try {
      return await enqueue(live, async () => {
        await catchUp(live);
        const copy = new Y.Doc();
        const before = Y.encodeStateAsUpdate(live.doc);
        Y.applyUpdate(copy, before);
        const vector = Y.encodeStateVector(copy);
        change(copy);
        const update = Y.encodeStateAsUpdate(copy, vector);
        copy.destroy();
        return store(live, update, 'server', alongside && ((trx) => alongside(trx, before)));
      });
    } finally {
      releaseIfIdle(live);
    }
  }

  /** Accepts a WebSocket for the project: checks the token and membership, then syncs. */
  function connect(socket: WebSocket, projectId: string, token: string | undefined): void {
    const early: Uint8Array[] = [];
    let connection: Connection | undefined;
    let live: LiveDocument | undefined;
    let closed = false;

    const receive = (message: Uint8Array) => {
      if (!connection || !live) return void early.push(message);
      if (!takeToken(connection.bucket, elapsedMs(), rate)) return refuse(socket, 'tooFast');
      if (message.byteLength > maxMessageBytes) return refuse(socket, 'malformed');
      let work: (() => Promise<void>) | undefined;
      try {
        work = read(live, connection, message);
      } catch {
        return refuse(socket, 'malformed');
      }
      // The document's queue keeps this connection's messages in order: an answer to its sync
      // step 1 comes after its updates before it are stored.
      if (work) {
        enqueue(live, work).catch((error: unknown) => {
          log.error({ err: error, projectId }, 'a workspace message could not be answered');
          if (socket.readyState === socket.OPEN) socket.close(1011, 'The project could not be read. Please try again.');
        });
      }
    };

    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      receive(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    socket.on('close', () => {
      closed = true;
      if (connection) connection.closed = true;
      if (live && connection) leave(live, connection);
    });

    void (async () => {
      const caller = token ? await verify(token) : undefined;
      if (!caller) return refuse(socket, 'unauthenticated');
      const project = await findProject(db, projectId);
      if (!project) return refuse(socket, 'notFound');
      if (!(await mayOpen(db, project, caller.userId))) return refuse(socket, 'notMember');
      const opened = await open(projectId);
      if (closed) return;
      connection = { socket, userId: caller.userId, bucket: fullBucket(rate, elapsedMs()), awarenessIds: new Set(), closed: false };
      live = opened;
      live.connections.set(socket, connection);
      // As y-websocket's server: our sync step 1 (the client answers with what we lack) and who is here.
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, messageSync);
      syncProtocol.writeSyncStep1(encoder, live.doc);
      send(socket, encoding.toUint8Array(encoder));
      const states = [...live.awareness.getStates().keys()];
      if (states.length > 0) {
        const awareness = encoding.createEncoder();
        encoding.writeVarUint(awareness, messageAwareness);
        encoding.writeVarUint8Array(awareness, awarenessProtocol.encodeAwarenessUpdate(live.awareness, states));
        send(socket, encoding.toUint8Array(awareness));
      }
      for (const message of early.splice(0)) receive(message);
    })().catch((error: unknown) => {
      log.error({ err: error, projectId }, 'a workspace connection could not be opened');
      if (socket.readyState === socket.OPEN) socket.close(1011, 'The project could not be opened. Please try again.');
    });
  }

  /** Closes the user's connections to the project at once: they are no longer a member. */
  async function revoke(projectId: string, userId: string): Promise<void> {
    const live = await documents.get(projectId)?.catch(() => undefined);
    if (!live) return;
    for (const connection of live.connections.values()) if (connection.userId === userId) refuse(connection.socket, 'removed');
  }

  /** Asks again whether every connected user may still open their project; closes those who may not. */
  async function recheck(): Promise<void> {
    const open = (await Promise.all([...documents.values()].map((pending) => pending.catch(() => undefined)))).filter((live) => live !== undefined);
    if (open.length === 0) return;
    const openers = await openersOf(db, await findProjects(db, open.map((live) => live.projectId)));
    for (const live of open) {
      const allowed = openers.get(live.projectId);
      for (const connection of live.connections.values()) if (!allowed?.has(connection.userId)) refuse(connection.socket, 'removed');
    }
  }

  /**
   * An update was stored (this process hears of its own too): apply it here, which relays it to
   * this process's clients. It is stored, so it need not wait for the document's queue; one too
   * large to carry is read from the database in the queue.
   */
  async function storedElsewhere(projectId: string, seq: number, update: Uint8Array | undefined): Promise<void> {
    const live = await documents.get(projectId)?.catch(() => undefined);
    if (!live || live.seq >= seq || live.ahead.has(seq)) return;
    if (update) {
      try {
        Y.applyUpdate(live.doc, update, 'stored');
        applied(live, seq);
        return;
      } catch (error) {
        log.warn({ err: error, projectId }, 'an update from another process could not be applied; reading it');
      }
    }
    await enqueue(live, async () => {
      if (live.seq < seq && !live.ahead.has(seq)) await catchUp(live);
    });
  }

  /**
   * Another process holds the document too, and was not told of what this one stored so far: once
   * the stores in the queue are done, tell it the number they reached.
   */
  function sharedElsewhere(projectId: string): void {
    void documents
      .get(projectId)
      ?.then((live) => enqueue(live, async () => options.tellNumber?.(projectId, Math.max(live.seq, ...live.ahead))))
      .catch(() => undefined);
  }

  /** Another process's members' presence changed: apply it here, which relays it to this process's clients. */
  async function awarenessElsewhere(projectId: string, update: Uint8Array): Promise<void> {
    const live = await documents.get(projectId)?.catch(() => undefined);
    if (!live) return;
    try {
      awarenessProtocol.applyAwarenessUpdate(live.awareness, update, elsewhere);
    } catch (error) {
      log.warn({ err: error, projectId }, 'an awareness update from another process could not be read');
    }
  }

  /** Another process opened the document: publish this process's members' presence again. */
  async function awarenessQueried(projectId: string): Promise<void> {
    const live = await documents.get(projectId)?.catch(() => undefined);
    if (!live) return;
    publishLater(live, [...live.connections.values()].flatMap((connection) => [...connection.awarenessIds]));
  }

  async function close(): Promise<void> {
    for (const pending of documents.values()) {
      const live = await pending.catch(() => undefined);
      if (!live) continue;
      for (const connection of live.connections.values()) connection.socket.close(1001, 'The server is restarting.');
      clearTimeout(live.relay);
      clearTimeout(live.lag);
      await live.queue;
      await live.compaction;
    }
  }

  /**
   * Waits until every update this process has received for the document is stored: what its
   * members already see (relayed ahead) is then in the database too, for a read of the stored
   * document (a push to GitHub).
   */
  async function settled(projectId: string): Promise<void> {
    const live = await documents.get(projectId)?.catch(() => undefined);
    if (live) await enqueue(live, async () => undefined);
  }

  /** The text of every file as the server holds it (stored updates only), for tests and the bench. */
  async function filesOf(projectId: string): Promise<Record<string, string> | undefined> {
    const live = await documents.get(projectId)?.catch(() => undefined);
    if (!live) return undefined;
    return Object.fromEntries([...live.doc.getMap<Y.Text>(filesMapName).entries()].map(([name, text]) => [name, text.toString()]));
  }

  return { connect, edit, revoke, recheck, holds: (projectId: string) => documents.has(projectId), held: () => [...documents.keys()], storedElsewhere, sharedElsewhere, awarenessElsewhere, awarenessQueried, close, settled, filesOf, openDocuments: () => documents.size };
}

export type Hub = ReturnType<typeof createHub>;
