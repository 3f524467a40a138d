import { randomUUID } from 'node:crypto';
import type { AssignmentEntry, AssignmentResult, ListAssignmentsReply } from '@shared/api/assignments';
import type { CourseProgress, QuizAnswerReply } from '@shared/api/courses';
import type { Submission } from '@shared/api/hackathon/submissions';
import { routePath } from '@shared/api/route';
import { hackathonSubmissionRoutes } from '@shared/api/routes/hackathon-submissions';
import { resumeRoutes } from '@shared/api/routes/resume';
import { decideDocument, mergeProgress, rebaseStamp, replayOutcome } from '@shared/sync/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Link } from './link';
import { assignmentsPath, teamPath } from './optimistic';
import { type CallRemote, type RemoteReply, RemoteUnreachable } from './remote';
import { readCache, replayToken, serverStamps, waitingEntries, writeCache } from './store';
import type { TokenSeal } from './token-seal';
import type { SyncOutboxRow } from './tables';

type Db = Kysely<Database>;

const submissionsPath = routePath(hackathonSubmissionRoutes.mine);
const resumePath = routePath(resumeRoutes.get);
type SubmissionList = { success: true; data: Submission[] };

/**
 * Sends the outbox to the platform server, oldest first, each write with its own idempotency key,
 * so a write whose answer was lost (a dropped connection, this process killed) is sent again and
 * applied once. A user's later writes wait behind one that cannot go yet; the run stops at the
 * first sign that the platform server is not there. One run at a time.
 */
export function createReplayer(db: Db, seal: TokenSeal, callRemote: CallRemote, link: Link, log: FastifyBaseLogger) {
  let chain: Promise<void> = Promise.resolve();
  let queuedRun: Promise<void> | undefined;

  async function record(row: SyncOutboxRow, state: SyncOutboxRow['state'], reply: RemoteReply | undefined, conflict?: { mine: unknown; server: unknown }) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sync_outbox')
        .set({ state, reply_status: reply?.status ?? null, reply_body: reply ? reply.body.toString('utf8') : null, done_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
      if (conflict) {
        await trx
          .insertInto('sync_conflicts')
          .values({
            id: randomUUID(),
            user_id: row.user_id,
            kind: row.kind === 'resume' ? 'resume' : 'submission',
            path: row.path,
            local_json: JSON.stringify(conflict.mine),
            server_json: JSON.stringify(conflict.server),
            created_at: new Date().toISOString(),
          })
          .execute();
      }
    });
  }

  /** The platform server's answer replaces this computer's stand-in copy. */
  async function keepAnswer(row: SyncOutboxRow, reply: RemoteReply): Promise<void> {
    const answer = JSON.parse(reply.body.toString('utf8')) as unknown;
    const user = row.user_id;
    if (row.kind === 'progress') {
      const progressPath = row.path.replace(/\/(visit|complete)$/, '');
      const local = await readCache(db, user, progressPath);
      const server = answer as CourseProgress;
      await writeCache(db, user, progressPath, JSON.stringify(local ? mergeProgress(server, JSON.parse(local) as CourseProgress) : server));
    } else if (row.kind === 'resume') {
      const cached = await readCache(db, user, resumePath);
      const copy = cached ? (JSON.parse(cached) as { resume: { updatedAt?: string | null } | null }) : undefined;
      if (copy?.resume && copy.resume.updatedAt === row.local_stamp) {
        await writeCache(db, user, resumePath, JSON.stringify({ resume: { ...copy.resume, updatedAt: (answer as { updatedAt: string }).updatedAt } }));
      }
    } else if (row.kind === 'quiz-answer') {
      const progressPath = row.path.replace(/\/quiz$/, '');
      const local = await readCache(db, user, progressPath);
      const server = (answer as QuizAnswerReply).progress;
      await writeCache(db, user, progressPath, JSON.stringify(local ? mergeProgress(server, JSON.parse(local) as CourseProgress) : server));
    } else if (row.kind === 'assignment-submit' || row.kind === 'assignment-complete') {
      // Graded now (a code assignment by its tests): the platform's marks replace "waiting".
      const result = answer as AssignmentResult;
      const cached = await readCache(db, user, assignmentsPath);
      if (!cached) return;
      const list = JSON.parse(cached) as ListAssignmentsReply;
      const update = (a: AssignmentEntry): AssignmentEntry => (a.id === result.id ? { ...a, status: result.status, marks: result.marks, feedback: result.feedback, submissionId: result.submissionId } : a);
      const courses = list.courses.map((c) => ({ ...c, modules: c.modules.map((m) => ({ ...m, assignments: m.assignments.map(update) })) }));
      await writeCache(db, user, assignmentsPath, JSON.stringify({ ...list, courses }));
    } else if (row.kind === 'team-update') {
      await writeCache(db, user, teamPath, JSON.stringify({ success: true, data: (answer as { data: unknown }).data }));
    } else if (row.kind === 'team-leave') {
      await writeCache(db, user, teamPath, JSON.stringify({ success: true, data: null }));
    } else if (row.kind === 'project') {
      await writeCache(db, user, row.path, JSON.stringify(answer));
    } else {
      const sent = (answer as { data: Submission }).data;
      const cached = await readCache(db, user, submissionsPath);
      if (!cached) return;
      const list = JSON.parse(cached) as SubmissionList;
      const replaced = list.data.map((s) => (s.id === sent.id || s.id === row.local_stamp ? sent : s));
      await writeCache(db, user, submissionsPath, JSON.stringify({ ...list, data: replaced }));
    }
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
    if (row.kind === 'resume') {
      const parsed = JSON.parse(body) as { baseUpdatedAt: string | null };
      body = JSON.stringify({ ...parsed, baseUpdatedAt: rebaseStamp(parsed.baseUpdatedAt, stamps) });
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
        const outcome = replayOutcome(reply.status, reply.headers.has('retry-after'));
        if (outcome === 'retry') return;
        if (outcome === 'needs-sign-in') {
          blocked.add(row.user_id);
          continue;
        }
        if (outcome === 'sent') {
          await record(row, 'sent', reply);
          await keepAnswer(row, reply);
        } else if (outcome === 'conflict' && row.kind === 'resume') {
          const current = (JSON.parse(reply.body.toString('utf8')) as { current?: unknown }).current ?? null;
          await record(row, 'conflict', reply, { mine: (JSON.parse(target.body) as { resume: unknown }).resume, server: current });
        } else {
          log.warn({ path: row.path, status: reply.status }, 'the platform server refused a write made offline');
          await record(row, 'refused', reply);
        }
      } catch (error) {
        if (!(error instanceof RemoteUnreachable)) throw error;
        link.offline();
        return;
      }
    }
  }

  return {
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
