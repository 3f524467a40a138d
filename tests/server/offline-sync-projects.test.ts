import { submissionListReply } from '@shared/api/hackathon-submissions';
import { listProjectsReply, project } from '@shared/api/playground';
import { getResumeReply, saveResumeReply } from '@shared/api/resume';
import { syncConflictsReply, syncStatusReply } from '@shared/api/sync';
import { emptyResume } from '@shared/resume/resume';
import { copySuffix } from '@shared/sync/keep-both';
import { afterAll, describe, expect, it } from 'vitest';
import { offlinePairs, startOfflinePair, waitFor } from './support/offline-pair';

/**
 * Playground projects through the desktop's offline-first sync, as offline-sync.test.ts works: a
 * real platform process behind a cuttable loopback proxy, and the desktop's embedded server as a
 * second process. A project made offline is created when the platform answers, under the
 * platform's id; a stale save becomes a conflict; Keep both keeps the platform's copy and makes a
 * project of this computer's.
 */

const password = 'sync-test-password';
const { work, started, stop } = offlinePairs('kodeshala-sync-projects-');

afterAll(stop);

const file = (content: string) => [{ name: 'main.py', content, mode: 'python' }];
const resume = (summary: string) => ({ ...emptyResume(), firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', summary });
const submission = { projectTitle: 'MediScan', description: 'Reads a prescription photo.', githubRepo: 'https://github.com/asha-dev/MediScan', liveDemo: '', videoDemo: '', techStack: ['React'], problemStatement: null };

describe('playground projects through the offline-first sync', () => {
  it('creates a project made offline under the platform’s id, and keeps both copies of a conflict when asked', async () => {
    const { proxy, call, direct } = await startOfflinePair(work, password, started);
    const pending = async () => syncStatusReply.parse((await call('GET', '/api/sync/status')).json).pending;
    const drained = () => waitFor(async () => ((await pending()) === 0 ? true : undefined), 'the outbox to drain');

    // Online, a project and the list are read through this computer, which keeps a copy.
    const kept = project.parse((await call('POST', '/api/playground/projects', { name: 'Both sides', files: file('print("start")') })).json);
    await call('GET', '/api/playground/projects');
    await call('GET', `/api/playground/projects/${kept.id}`);
    await call('GET', '/api/hackathon/submissions');

    proxy.cut();
    // A project made offline is kept here with an id of this computer's, and saved again offline.
    const made = await call('POST', '/api/playground/projects', { name: 'Made on the train', files: file('print(1)') });
    expect(made.status).toBe(201);
    expect(made.headers.get('x-kodeshala-queued')).toBe('1');
    const offline = project.parse(made.json);
    expect(offline.id).toMatch(/^offline-/);
    const resaved = await call('PATCH', `/api/playground/projects/${offline.id}`, { files: file('print(2)'), baseUpdatedAt: offline.updatedAt });
    expect(resaved.status).toBe(200);
    const listedHere = listProjectsReply.parse((await call('GET', '/api/playground/projects')).json).projects;
    expect(listedHere.map((p) => p.name)).toEqual(['Made on the train', 'Both sides']);
    expect(project.parse((await call('GET', `/api/playground/projects/${offline.id}`)).json).files).toEqual(file('print(2)'));

    // Meanwhile the same project is changed on the platform (another device), and here offline.
    expect((await direct('PATCH', `/api/playground/projects/${kept.id}`, { files: file('print("laptop")'), baseUpdatedAt: kept.updatedAt })).status).toBe(200);
    const stale = await call('PATCH', `/api/playground/projects/${kept.id}`, { files: file('print("train")'), baseUpdatedAt: kept.updatedAt });
    expect(stale.headers.get('x-kodeshala-queued')).toBe('1');
    expect(await pending()).toBe(3);

    proxy.restore();
    await drained();
    // Created once under the platform's id, with the save made after it; no offline id is left here.
    const onPlatform = listProjectsReply.parse((await direct('GET', '/api/playground/projects')).json).projects;
    const train = onPlatform.filter((p) => p.name === 'Made on the train');
    expect(train).toHaveLength(1);
    const realId = train[0]!.id;
    expect(realId).not.toMatch(/^offline-/);
    expect(project.parse((await direct('GET', `/api/playground/projects/${realId}`)).json).files).toEqual(file('print(2)'));
    const listedAfter = listProjectsReply.parse((await call('GET', '/api/playground/projects')).json).projects;
    expect(listedAfter.map((p) => p.id)).toContain(realId);
    expect(listedAfter.some((p) => p.id.startsWith('offline-'))).toBe(false);
    // A page still holding the id made here reaches the platform's project.
    const followed = await call('GET', `/api/playground/projects/${offline.id}`);
    expect(followed.status).toBe(200);
    expect(project.parse(followed.json).id).toBe(realId);

    // The stale save did not write over the laptop's: it is a conflict with both copies.
    expect(project.parse((await direct('GET', `/api/playground/projects/${kept.id}`)).json).files).toEqual(file('print("laptop")'));
    const conflicts = syncConflictsReply.parse((await call('GET', '/api/sync/conflicts')).json).conflicts;
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ kind: 'project', mine: { name: 'Both sides', files: file('print("train")') }, server: { name: 'Both sides', files: file('print("laptop")') } });

    // Keep both: the laptop's stays in place, the train's becomes a project of its own.
    expect((await call('POST', `/api/sync/conflicts/${conflicts[0]!.id}/resolve`, { keep: 'both' })).status).toBe(200);
    await drained();
    expect(project.parse((await direct('GET', `/api/playground/projects/${kept.id}`)).json).files).toEqual(file('print("laptop")'));
    const copies = listProjectsReply.parse((await direct('GET', '/api/playground/projects')).json).projects.filter((p) => p.name === `Both sides${copySuffix}`);
    expect(copies).toHaveLength(1);
    expect(project.parse((await direct('GET', `/api/playground/projects/${copies[0]!.id}`)).json).files).toEqual(file('print("train")'));
    expect(syncConflictsReply.parse((await call('GET', '/api/sync/conflicts')).json).conflicts).toEqual([]);

    // A resume in conflict kept both ways: the platform's stays, this computer's is a project holding resume.json.
    const onLaptop = saveResumeReply.parse((await direct('PUT', '/api/resume', { resume: resume('From the laptop.'), baseUpdatedAt: null })).json).updatedAt;
    await call('GET', '/api/resume');
    proxy.cut();
    await direct('PUT', '/api/resume', { resume: resume('From the laptop, again.'), baseUpdatedAt: onLaptop });
    expect((await call('PUT', '/api/resume', { resume: resume('From the train.'), baseUpdatedAt: onLaptop })).headers.get('x-kodeshala-queued')).toBe('1');
    // And a hackathon submission, handed in online and changed on both sides.
    proxy.restore();
    expect((await call('POST', '/api/hackathon/submissions', submission)).status).toBe(201);
    await drained();
    const handedIn = submissionListReply.parse((await direct('GET', '/api/hackathon/submissions')).json).data[0]!;
    await call('GET', '/api/hackathon/submissions');
    proxy.cut();
    expect((await direct('PUT', `/api/hackathon/submissions/${handedIn.id}`, { ...submission, projectTitle: 'MediScan Pro' })).status).toBe(200);
    expect((await call('PUT', `/api/hackathon/submissions/${handedIn.id}`, { ...submission, projectTitle: 'MediScan Lite' })).headers.get('x-kodeshala-queued')).toBe('1');
    proxy.restore();
    await drained();
    const more = syncConflictsReply.parse((await call('GET', '/api/sync/conflicts')).json).conflicts;
    expect(more.map((c) => c.kind).sort()).toEqual(['resume', 'submission']);
    for (const conflict of more) expect((await call('POST', `/api/sync/conflicts/${conflict.id}/resolve`, { keep: 'both' })).status).toBe(200);
    await drained();
    expect(getResumeReply.parse((await direct('GET', '/api/resume')).json).resume?.summary).toBe('From the laptop, again.');
    expect(submissionListReply.parse((await direct('GET', '/api/hackathon/submissions')).json).data[0]?.projectTitle).toBe('MediScan Pro');
    const all = listProjectsReply.parse((await direct('GET', '/api/playground/projects')).json).projects;
    const resumeCopy = all.find((p) => p.name === `Resume${copySuffix}`);
    const submissionCopy = all.find((p) => p.name === `MediScan Lite${copySuffix}`);
    expect(resumeCopy && submissionCopy).toBeDefined();
    const resumeFile = project.parse((await direct('GET', `/api/playground/projects/${resumeCopy!.id}`)).json).files[0];
    expect(resumeFile?.name).toBe('resume.json');
    expect(JSON.parse(resumeFile?.content ?? '{}')).toMatchObject({ summary: 'From the train.' });
    const submissionFile = project.parse((await direct('GET', `/api/playground/projects/${submissionCopy!.id}`)).json).files[0];
    expect(JSON.parse(submissionFile?.content ?? '{}')).toMatchObject({ projectTitle: 'MediScan Lite' });

    // A choice that is none of the three is refused with what to send.
    const wrong = await call('POST', `/api/sync/conflicts/${more[0]!.id}/resolve`, { keep: 'neither' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ error: { message: 'Choose "mine", "server" or "both".', messageId: 'sync.chooseSide' } });
    // One already resolved is gone, said in words the browser translates.
    const again = await call('POST', `/api/sync/conflicts/${conflicts[0]!.id}/resolve`, { keep: 'both' });
    expect([again.status, again.json]).toMatchObject([404, { error: { messageId: 'sync.conflictResolved' } }]);
  }, 300_000);
});
