import { randomUUID } from 'node:crypto';
import type { AssignmentEntry, AssignmentResult, ListAssignmentsReply } from '@shared/api/assignments';
import type { CourseProgress, QuizAnswerReply } from '@shared/api/progress';
import type { Submission } from '@shared/api/hackathon-submissions';
import { routePath } from '@shared/api/route';
import { hackathonSubmissionRoutes } from '@shared/api/routes/hackathon-submissions';
import { playgroundRoutes } from '@shared/api/routes/playground';
import { resumeRoutes } from '@shared/api/routes/resume';
import type { Project } from '@shared/api/playground';
import { classifyReply } from '@shared/offline/outbox';
import { decideDocument, mergeProgress, offlineIdPrefix, rebaseStamp } from '@shared/sync/rules';
import type { ConflictKind } from '@shared/sync/keep-both';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Link } from './link';
import { assignmentsPath, keepProject, teamPath } from './optimistic';
import { type CallRemote, type RemoteReply, RemoteUnreachable } from './remote';
import { dropCache, readCache, replayToken, serverStamps, waitingEntries, writeCache } from './store';
import type { TokenSeal } from './token-seal';
import type { SyncOutboxRow } from './tables';

type Db = Kysely<Database>;

const submissionsPath = routePath(hackathonSubmissionRoutes.mine);
const resumePath = routePath(resumeRoutes.get);
const projectsPath = routePath(playgroundRoutes.projects);

/** The kind of a conflict, by the kind of the write that met it. */
export const conflictKindOf = (kind: SyncOutboxRow['kind']): ConflictKind => (kind === 'resume' ? 'resume' : kind === 'project' ? 'project' : 'submission');
type SubmissionList = { success: true; data: Submission[] };

/**
 * Sends the outbox to the platform server, oldest first, each write with its own idempotency key,
 * so a write whose answer was lost (a dropped connection, this process killed) is sent again and
 * applied once. A user's later writes wait behind one that cannot go yet; the run stops at the
 * first sign that the platform server is not there. One run at a time.
 */
export function createReplayer(db: Db, seal: TokenSeal, callRemote: CallRemote, link: Link, log: FastifyBaseLogger, clock: Clock) {
  let chain: Promise<void> = Promise.resolve();
  /** Users whose kept token the platform refused (401): their writes wait until it accepts a newer one. */
  const refusedUsers = new Set<string>();
  let queuedRun: Promise<void> | undefined;

  async function record(row: SyncOutboxRow, state: SyncOutboxRow['state'], reply: RemoteReply | undefined, conflict?: { mine: unknown; server: unknown }) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sync_outbox')
        .set({ state, reply_status: reply?.status ?? null, reply_body: reply ? reply.body.toString('utf8') : null, done_at: clock().toISOString() })
        .where('id', '=', row.id)
        .execute();
      if (conflict) {
        await trx
          .insertInto('sync_conflicts')
          .values({
            id: randomUUID(),
            user_id: row.user_id,
            kind: conflictKindOf(row.kind),
            path: row.path,
            local_json: JSON.stringify(conflict.mine),
            server_json: JSON.stringify(conflict.server),
            created_at: clock().toISOString(),
          })
          .execute();
      }
    });
  }

  /** The platform server's answer replaces this computer's stand-in copy. */
  async function keepAnswer(row: SyncOutboxRow, reply: RemoteReply): Promise<void> {
    const answer = JSON.parse(reply.body.toString('utf8')) as unknown;
    const user = row.user_id;
    const at = clock().toISOString();
    if (row.kind === 'progress') {
      const progressPath = row.path.replace(/\/(visit|complete)$/, '');
      const local = await readCache(db, user, progressPath);
      const server = answer as CourseProgress;
      await writeCache(db, user, progressPath, JSON.stringify(local ? mergeProgress(server, JSON.parse(local) as CourseProgress) : server), at);
    } else if (row.kind === 'resume') {
      const cached = await readCache(db, user, resumePath);
      const copy = cached ? (JSON.parse(cached) as { resume: { updatedAt?: string | null } | null }) : undefined;
      if (copy?.resume && copy.resume.updatedAt === row.local_stamp) {
        await writeCache(db, user, resumePath, JSON.stringify({ resume: { ...copy.resume, updatedAt: (answer as { updatedAt: string }).updatedAt } }), at);
      }
    } else if (row.kind === 'quiz-answer') {
      const progressPath = row.path.replace(/\/quiz$/, '');
      const local = await readCache(db, user, progressPath);
      const server = (answer as QuizAnswerReply).progress;
      await writeCache(db, user, progressPath, JSON.stringify(local ? mergeProgress(server, JSON.parse(local) as CourseProgress) : server), at);
    } else if (row.kind === 'assignment-submit' || row.kind === 'assignment-complete') {
      // Graded now (a code assignment by its tests): the platform's marks replace "waiting".
      const result = answer as AssignmentResult;
      const cached = await readCache(db, user, assignmentsPath);
      if (!cached) return;
      const list = JSON.parse(cached) as ListAssignmentsReply;
      const update = (a: AssignmentEntry): AssignmentEntry => (a.id === result.id ? { ...a, status: result.status, marks: result.marks, feedback: result.feedback, submissionId: result.submissionId } : a);
      const courses = list.courses.map((c) => ({ ...c, modules: c.modules.map((m) => ({ ...m, assignments: m.assignments.map(update) })) }));
      await writeCache(db, user, assignmentsPath, JSON.stringify({ ...list, courses }), at);
    } else if (row.kind === 'team-update') {
      await writeCache(db, user, teamPath, JSON.stringify({ success: true, data: (answer as { data: unknown }).data }), at);
    } else if (row.kind === 'team-leave') {
      await writeCache(db, user, teamPath, JSON.stringify({ success: true, data: null }), at);
    } else if (row.kind === 'project') {
      // Edits made here after this save stay in the copy until their own saves are answered.
      const cached = await readCache(db, user, row.path);
      if (!cached || (JSON.parse(cached) as Project).updatedAt === row.local_stamp) await keepProject(db, user, answer as Project, at);
    } else if (row.kind === 'project-create') {
      await adoptProjectId(row, answer as Project);
    } else {
      const sent = (answer as { data: Submission }).data;
      const cached = await readCache(db, user, submissionsPath);
      if (!cached) return;
      const list = JSON.parse(cached) as SubmissionList;
      const replaced = list.data.map((s) => (s.id === sent.id || s.id === row.local_stamp ? sent : s));
      await writeCache(db, user, submissionsPath, JSON.stringify({ ...list, data: replaced }), at);
    }
  }

  /**
   * A project made offline now has the platform's id: this computer's copy moves to it, and the
   * saves waiting behind the creation go to it.
   */
  async function adoptProjectId(row: SyncOutboxRow, created: Project): Promise<void> {
    const user = row.user_id;
    const at = clock().toISOString();
    const offlineId = row.local_stamp ?? '';
    const offlinePath = routePath(playgroundRoutes.project, { id: offlineId });
    const cached = await readCache(db, user, offlinePath);
    const local = cached ? (JSON.parse(cached) as Project) : undefined;
    await db.transaction().execute(async (trx) => {
      const waiting = await trx.selectFrom('sync_outbox').select('id').where('user_id', '=', user).where('path', '=', offlinePath).where('state', 'in', ['pending', 'checked']).execute();
      // Edits made here after the creation stay in the copy until their own saves are answered.
      await keepProject(trx, user, local && waiting.length > 0 ? { ...local, id: created.id, createdAt: created.createdAt } : created, at);
      await dropCache(trx, user, offlinePath);
      const list = await readCache(trx, user, projectsPath);
      if (list) {
        const projects = (JSON.parse(list) as { projects: Array<{ id: string }> }).projects.filter((p) => p.id !== offlineId);
        await writeCache(trx, user, projectsPath, JSON.stringify({ projects }), at);
      }
      // Their bases are rebased when they are sent, as any other (store.ts serverStamps).
      const realPath = routePath(playgroundRoutes.project, { id: created.id });
      for (const waitingRow of waiting) await trx.updateTable('sync_outbox').set({ path: realPath }).where('id', '=', waitingRow.id).execute();
    });
  }

  /** Where a write made offline goes now that earlier ones have their server ids and stamps. */
  function rebased(row: SyncOutboxRow, stamps: Map<string, string>): { path: string; body: string; base: string | null } | undefined {
    let path = row.path;
    let body = row.body;
    if (row.kind === 'submission-update') {
      const id = decodeURIComponent(path.slice(submissionsPath.length + 1));
      if (id.startsWith('offline-')) {
        const real = stamps.get(id);
        if (!real) return undefined;
        path = `${submissionsPath}/${encodeURIComponent(real)}`;
      }
    }
    if (row.kind === 'project' && path.includes(`/${offlineIdPrefix}`)) {
      // Its project's creation has not been answered yet.
      return undefined;
    }
    if (row.kind === 'resume' || row.kind === 'project') {
      const parsed = JSON.parse(body) as { baseUpdatedAt?: string | null };
      if (parsed.baseUpdatedAt !== undefined) body = JSON.stringify({ ...parsed, baseUpdatedAt: rebaseStamp(parsed.baseUpdatedAt, stamps) });
    }
    return { path, body, base: rebaseStamp(row.base_stamp, stamps) };
  }

  async function runOnce(): Promise<void> {
    const blocked = new Set<string>();
    for (const row of await waitingEntries(db)) {
      if (blocked.has(row.user_id)) continue;
      const token = await replayToken(db, seal, row.user_id);
      const target = token ? rebased(row, await serverStamps(db, row.user_id)) : undefined;
      if (!token || !target) {
        blocked.add(row.user_id);
        continue;
      }
      // A write without a body (leaving a team) says no content type, which the platform would refuse.
      const headers = { authorization: `Bearer ${token}`, 'idempotency-key': row.idempotency_key, ...(row.body === '' ? {} : { 'content-type': 'application/json' }) };
      try {
        if (row.kind === 'submission-update' && row.state === 'pending' && !row.path.includes('/offline-')) {
          // Both sides may have changed a submission: look before sending (see decideDocument).
          const list = await callRemote({ method: 'GET', path: submissionsPath, headers: { authorization: headers.authorization } });
          link.online();
          if (list.status === 401) {
            blocked.add(row.user_id);
            refusedUsers.add(row.user_id);
            continue;
          }
          const id = decodeURIComponent(target.path.slice(submissionsPath.length + 1));
          const server = list.status === 200 ? (JSON.parse(list.body.toString('utf8')) as SubmissionList).data.find((s) => s.id === id) : undefined;
          if (server && decideDocument(target.base, server.updatedAt) === 'conflict') {
            await record(row, 'conflict', undefined, { mine: JSON.parse(target.body), server });
            continue;
          }
          await db.updateTable('sync_outbox').set({ state: 'checked' }).where('id', '=', row.id).execute();
        }
        const reply = await callRemote({ method: row.method, path: target.path, headers, body: target.body });
        link.online();
        const outcome = classifyReply(reply.status, reply.headers.has('retry-after'));
        if (outcome === 'retry') return;
        if (outcome === 'sign-in') {
          blocked.add(row.user_id);
          refusedUsers.add(row.user_id);
          continue;
        }
        if (outcome === 'done') {
          await record(row, 'sent', reply);
          await keepAnswer(row, reply);
        } else if (outcome === 'conflict' && row.kind === 'resume') {
          const current = (JSON.parse(reply.body.toString('utf8')) as { current?: unknown }).current ?? null;
          await record(row, 'conflict', reply, { mine: (JSON.parse(target.body) as { resume: unknown }).resume, server: current });
        } else if (outcome === 'conflict' && row.kind === 'project') {
          const current = (JSON.parse(reply.body.toString('utf8')) as { current?: unknown }).current ?? null;
          // The edit as the learner made it: its base is the sync's business, not theirs.
          const mine = JSON.parse(target.body) as Record<string, unknown>;
          delete mine.baseUpdatedAt;
          await record(row, 'conflict', reply, { mine, server: current });
        } else {
          log.warn({ path: row.path, status: reply.status }, 'the platform server refused a write made offline');
          await record(row, 'refused', reply);
          if (row.kind === 'project-create') {
            // The saves of a project that was never made have nowhere to go; the refusal says why.
            const offlinePath = routePath(playgroundRoutes.project, { id: row.local_stamp ?? '' });
            await db
              .updateTable('sync_outbox')
              .set({ state: 'refused', reply_status: reply.status, reply_body: reply.body.toString('utf8'), done_at: clock().toISOString() })
              .where('user_id', '=', row.user_id)
              .where('path', '=', offlinePath)
              .where('state', 'in', ['pending', 'checked'])
              .execute();
          }
        }
      } catch (error) {
        if (!(error instanceof RemoteUnreachable)) throw error;
        link.offline();
        return;
      }
    }
  }

  return {
    refusedUsers,
    /**
     * Runs the outbox once more after whatever run is going on: a write queued during a run is
     * sent by the next one. Calls that arrive while a run waits to start share it.
     */
    flush(): Promise<void> {
      queuedRun ??= chain.then(() => {
        queuedRun = undefined;
        return runOnce();
      });
      chain = queuedRun.catch((error: unknown) => log.error({ err: error }, 'the outbox could not be sent'));
      return chain;
    },
    /** The run going on, if any, so that closing waits for it. */
    idle: () => chain,
  };
}

export type Replayer = ReturnType<typeof createReplayer>;
