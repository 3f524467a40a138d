import { describe, expect, it } from 'vitest';
import type { RouteContract } from '@shared/api/route';
import { routeTable } from '@shared/api/routes';
import { answeredHere } from '@server/sync/gateway';
import { offlineRuleProblems, queuedWriteProblems } from '@server/sync/offline-rules';
import { queuedWrites } from '@server/sync/optimistic';
import { browserQueuedRoutes } from '@shared/offline/progress-outbox';
import { syncConflict } from '@shared/api/sync';

const table = routeTable as unknown as Record<string, Record<string, RouteContract>>;
const queued = queuedWrites.map((write) => write.route);

describe('offline rules in the route table', () => {
  it('gives every signed-in write a rule, and the gateway handles exactly the routes that say queue or here', () => {
    expect(offlineRuleProblems(table, queued, answeredHere, browserQueuedRoutes)).toEqual([]);
  });

  it('names a write that lost its rule, and a queued route whose contract stopped saying so', () => {
    const updateMe = { ...table.profile!.updateMe!, offline: undefined };
    const quiz = { ...table.progress!.quiz!, offline: 'online' as const };
    const broken = { ...table, profile: { ...table.profile, updateMe }, progress: { ...table.progress, quiz } };
    const problems = offlineRuleProblems(broken, queued, answeredHere);
    expect(problems).toContain('profile.updateMe (PATCH /api/me) is a signed-in write with no offline rule');
    expect(problems).toContain('progress.quiz (POST /api/progress/:courseId/quiz) is queued by the gateway, but its contract says online');
    expect(problems).toHaveLength(2);
  });

  it('names a route the browser queues whose contract does not say queue', () => {
    const visit = { ...table.progress!.visit!, offline: 'online' as const };
    const broken = { ...table, progress: { ...table.progress, visit } };
    const problems = offlineRuleProblems(broken, queued.filter((route) => route !== table.progress!.visit), answeredHere, [visit]);
    expect(problems).toEqual(['POST /api/progress/:courseId/visit is queued by the browser\'s outbox, but its contract says online']);
  });

  it('declares each queued route once, and each kind of conflict by exactly one write', () => {
    expect(queuedWriteProblems(queuedWrites, syncConflict.shape.kind.options)).toEqual([]);
  });

  it('names a route declared twice, a conflict no write meets, and a copy looked at through a write', () => {
    const resume = queuedWrites.find((write) => write.conflict?.kind === 'resume')!;
    const submission = queuedWrites.find((write) => write.conflict?.kind === 'submission')!;
    const lookingThroughAWrite = { ...submission, conflict: { kind: 'submission', lookFirst: { read: submission.route } } };
    const broken = [...queuedWrites.filter((write) => write !== resume && write !== submission), { route: resume.route }, { route: resume.route }, lookingThroughAWrite];
    expect(queuedWriteProblems(broken, syncConflict.shape.kind.options)).toEqual([
      'PUT /api/resume is declared twice',
      'PUT /api/hackathon/submissions/:submissionId looks at the platform\'s copy through PUT /api/hackathon/submissions/:submissionId, which is not a read',
      "no queued write meets resume conflicts, so keeping this computer's copy cannot send it",
    ]);
  });
});
