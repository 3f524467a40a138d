import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionReply } from '@shared/api/auth';
import { loadCurrentEventId } from '@server/hackathon/current-event';
import { startGithubPeer, type GithubPeer } from '../peers/github-peer';
import { goodPassword, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let address = 0;
const start = Date.parse('2025-09-20T06:00:00.000Z');

describe('hackathon submissions', () => {
  let t: TestApp;
  let github: GithubPeer;
  let clockFile: string;
  let problemId: string | null = null;
  const setClock = (ms: number) => fs.writeFileSync(clockFile, new Date(ms).toISOString());

  beforeAll(async () => {
    github = await startGithubPeer();
    github.publicRepos.set('asha-dev/MediScan', {
      description: 'Checks prescriptions',
      language: 'TypeScript',
      stars: 12,
      forks: 3,
      topics: ['healthcare', 'ocr'],
      updatedAt: '2025-09-19T10:00:00Z',
    });
    clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-clock-')), 'now');
    setClock(start);
    t = await createTestApp({ GITHUB_API_URL: github.baseUrl, KODESHALA_TEST_CLOCK_FILE: clockFile });
    // The seeded event's first problem statement, when its file lists them.
    const stored = await t.db.kysely.selectFrom('hackathon_events').select('data_json').executeTakeFirstOrThrow();
    problemId = (JSON.parse(stored.data_json) as { problemStatements?: Array<{ id: string }> }).problemStatements?.[0]?.id ?? null;
  });
  afterAll(async () => {
    await t.close();
    await github.close();
  });

  async function learner() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail('submit'), password: goodPassword },
      remoteAddress: `203.0.113.${(++address % 250) + 1}`,
    });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
    const session = sessionReply.parse(res.json());
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${session.accessToken}` }, ...(payload ? { payload } : {}) });
    return { userId: session.user.uid, call };
  }

  const project = {
    projectTitle: 'MediScan',
    description: 'Reads a prescription photo and checks the dosage.',
    githubRepo: 'https://github.com/asha-dev/MediScan',
    liveDemo: 'https://mediscan.example.in',
    videoDemo: '',
    techStack: ['React', 'FastAPI'],
    problemStatement: null as string | null,
  };

  it('creates a submission as submitted, version 1, public and unscored, with the repository’s facts', async () => {
    const asha = await learner();
    const res = await asha.call('POST', '/api/hackathon/submissions', { ...project, problemStatement: problemId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Project submitted successfully!',
      data: {
        projectTitle: 'MediScan',
        githubRepo: 'https://github.com/asha-dev/MediScan',
        liveDemo: 'https://mediscan.example.in',
        videoDemo: null,
        techStack: ['React', 'FastAPI'],
        problemStatement: problemId,
        status: 'submitted',
        version: 1,
        isPublic: true,
        evaluationScore: null,
        repository: {
          name: 'MediScan',
          description: 'Checks prescriptions',
          language: 'TypeScript',
          stargazers_count: 12,
          forks_count: 3,
          updated_at: '2025-09-19T10:00:00Z',
          topics: ['healthcare', 'ocr'],
        },
      },
    });
  });

  it('refuses what the form refuses, and what is not an https github.com owner/repo', async () => {
    const ravi = await learner();
    const refusal = async (change: object) => {
      const res = await ravi.call('POST', '/api/hackathon/submissions', { ...project, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      return res.json().error.message as string;
    };
    expect(await refusal({ projectTitle: '' })).toContain('Project title and GitHub repository are required');
    expect(await refusal({ githubRepo: '' })).toContain('Project title and GitHub repository are required');
    for (const githubRepo of [
      'http://github.com/asha-dev/MediScan',
      'https://gitlab.com/asha-dev/MediScan',
      'https://github.com/asha-dev',
      'https://github.com/asha-dev/..',
      'https://github.com/asha-dev/../tree/main',
      'https://github.com.evil.in/asha-dev/MediScan',
    ]) {
      expect(await refusal({ githubRepo }), githubRepo).toContain('Please provide a valid GitHub repository URL');
    }
    expect(await refusal({ liveDemo: 'not a link' })).toContain('Please provide a valid live demo URL');
    expect(await refusal({ videoDemo: 'youtube' })).toContain('Please provide a valid video demo URL');
    // A link others click must open a page, not run script.
    expect(await refusal({ liveDemo: 'javascript:alert(document.cookie)' })).toContain('Please provide a valid live demo URL');
    expect(await refusal({ videoDemo: 'data:text/html,<script>alert(1)</script>' })).toContain('Please provide a valid video demo URL');
    expect(await refusal({ problemStatement: 'PS99' })).toBe('Choose one of this hackathon’s problem statements.');
    expect((await ravi.call('GET', '/api/hackathon/submissions')).json().data).toEqual([]);
  });

  it('accepts a repository link copied from a branch, file or clone box, stored as owner/repo', async () => {
    const ravi = await learner();
    for (const githubRepo of [
      'https://github.com/asha-dev/MediScan/tree/main',
      'https://github.com/asha-dev/MediScan/tree/feature/ocr-v2',
      'https://github.com/asha-dev/MediScan/blob/main/README.md',
      'https://github.com/asha-dev/MediScan.git',
      'https://www.github.com/asha-dev/MediScan/',
      'https://github.com/asha-dev/MediScan#readme',
    ]) {
      const res = await ravi.call('POST', '/api/hackathon/submissions', { ...project, githubRepo });
      expect(res.statusCode, `${githubRepo}: ${res.body}`).toBe(201);
      expect(res.json().data.githubRepo, githubRepo).toBe('https://github.com/asha-dev/MediScan');
      await ravi.call('DELETE', `/api/hackathon/submissions/${res.json().data.id as string}`);
    }
  });

  it('lists the learner’s own submissions newest first, and the public list without owners', async () => {
    const meera = await learner();
    const other = await learner();
    setClock(start + 1000);
    const first = (await meera.call('POST', '/api/hackathon/submissions', { ...project, projectTitle: 'First' })).json().data;
    setClock(start + 2000);
    const second = (await meera.call('POST', '/api/hackathon/submissions', { ...project, projectTitle: 'Second' })).json().data;
    setClock(start + 3000);
    await other.call('POST', '/api/hackathon/submissions', { ...project, projectTitle: 'Someone else’s' });

    const mine = await meera.call('GET', '/api/hackathon/submissions');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);

    const publicList = await t.app.inject({ method: 'GET', url: '/api/hackathon/submissions/public' });
    expect(publicList.statusCode).toBe(200);
    const titles = publicList.json().data.map((s: { projectTitle: string }) => s.projectTitle);
    expect(titles.slice(0, 3)).toEqual(['Someone else’s', 'Second', 'First']);
    expect(publicList.body).not.toContain(meera.userId);
    expect(publicList.body).not.toContain('@example.in');
    for (const entry of publicList.json().data) expect(Object.keys(entry)).not.toEqual(expect.arrayContaining(['userId']));
    // Each carries its summary: the description's start, the technologies it names, the demo's host.
    const someone = publicList.json().data.find((s: { projectTitle: string }) => s.projectTitle === 'Someone else’s');
    expect(someone.summary).toEqual({ text: 'Reads a prescription photo and checks the dosage.', tags: ['React', 'FastAPI'], platform: 'Other' });
  });

  it('shows at most 50 public submissions', async () => {
    const owner = await learner();
    const eventId = await loadCurrentEventId(t.db.kysely);
    const at = new Date(start + 10_000).toISOString();
    const rows = Array.from({ length: 55 }, (_, i) => ({
      id: `bulk-${i}`,
      event_id: eventId,
      user_id: owner.userId,
      title: `Bulk ${i}`,
      github_repo: 'https://github.com/asha-dev/MediScan',
      live_demo: null,
      video_demo: null,
      problem_statement_id: null,
      evaluation_score: null,
      judge_comments: null,
      submitted_at: at,
      updated_at: at,
    }));
    await t.db.kysely.insertInto('hackathon_submissions').values(rows).execute();
    const list = await t.app.inject({ method: 'GET', url: '/api/hackathon/submissions/public' });
    expect(list.json().data).toHaveLength(50);
    await t.db.kysely.deleteFrom('hackathon_submissions').where('id', 'like', 'bulk-%').execute();
  });

  it('lets only the owner update (version + 1) or delete a submission', async () => {
    const owner = await learner();
    const stranger = await learner();
    const created = (await owner.call('POST', '/api/hackathon/submissions', project)).json().data;

    const byStranger = await stranger.call('PUT', `/api/hackathon/submissions/${created.id}`, { ...project, projectTitle: 'Taken' });
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().error).toEqual({ code: 'FORBIDDEN', message: 'You can only update your own submissions', messageId: 'hackathon.updateOwnOnly' });

    const updated = await owner.call('PUT', `/api/hackathon/submissions/${created.id}`, { ...project, projectTitle: 'MediScan 2', liveDemo: '' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Submission updated successfully!', data: { id: created.id, projectTitle: 'MediScan 2', liveDemo: null, version: 2 } });
    const again = await owner.call('PUT', `/api/hackathon/submissions/${created.id}`, project);
    expect(again.json().data.version).toBe(3);

    const missing = await owner.call('PUT', '/api/hackathon/submissions/no-such-id', project);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Submission not found');

    const deleteByStranger = await stranger.call('DELETE', `/api/hackathon/submissions/${created.id}`);
    expect(deleteByStranger.statusCode).toBe(403);
    expect(deleteByStranger.json().error.message).toBe('You can only delete your own submissions');

    const deleted = await owner.call('DELETE', `/api/hackathon/submissions/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Submission deleted successfully' });
    expect((await owner.call('DELETE', `/api/hackathon/submissions/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps a repository’s facts an hour, and a failed read five minutes, never failing the submission', async () => {
    const dev = await learner();
    setClock(start + 3_600_000 * 5);
    const repo = 'https://github.com/kiran-k/finbot';
    const reads = () => github.publicRepoReads.filter((name) => name.toLowerCase() === 'kiran-k/finbot').length;

    const unknown = await dev.call('POST', '/api/hackathon/submissions', { ...project, githubRepo: repo });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().data.repository).toBeNull();
    expect(reads()).toBe(1);

    github.publicRepos.set('kiran-k/finbot', { description: 'Money chat', language: 'Python', stars: 1, forks: 0, topics: [], updatedAt: '2025-09-20T01:00:00Z' });
    setClock(start + 3_600_000 * 5 + 4 * 60_000);
    expect((await dev.call('GET', '/api/hackathon/submissions')).json().data[0].repository).toBeNull();
    expect(reads()).toBe(1);

    setClock(start + 3_600_000 * 5 + 6 * 60_000);
    expect((await dev.call('GET', '/api/hackathon/submissions')).json().data[0].repository).toMatchObject({ name: 'finbot', language: 'Python' });
    expect(reads()).toBe(2);

    // GitHub down after an answer: the last good facts stay, and the submission still goes through.
    github.failPublicReads(503);
    setClock(start + 3_600_000 * 7);
    const whileDown = await dev.call('PUT', `/api/hackathon/submissions/${unknown.json().data.id}`, { ...project, githubRepo: repo });
    expect(whileDown.statusCode).toBe(200);
    expect(whileDown.json().data.repository).toMatchObject({ name: 'finbot' });
    expect(reads()).toBe(3);
    const neverSeen = await dev.call('POST', '/api/hackathon/submissions', { ...project, githubRepo: 'https://github.com/kiran-k/other' });
    expect(neverSeen.statusCode).toBe(201);
    expect(neverSeen.json().data.repository).toBeNull();
    github.failPublicReads(null);
  });

  it('checks demo links, refusing private addresses without reaching them', async () => {
    const dev = await learner();
    let reached = 0;
    const local = http.createServer((_req, res) => {
      reached++;
      res.end('ok');
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    const port = (local.address() as AddressInfo).port;
    const check = (url: string) => dev.call('GET', `/api/hackathon/url-check?url=${encodeURIComponent(url)}`);

    for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`, 'http://169.254.169.254/latest/meta-data']) {
      const res = await check(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ accessible: false, status: null, message: 'This link points to a private or local network address, so it is not checked.' });
    }
    expect((await check('ftp://example.com/')).json()).toMatchObject({ accessible: false, message: 'Only http:// and https:// links can be checked.' });
    expect(reached).toBe(0);
    await new Promise((resolve) => local.close(resolve));

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/hackathon/url-check?url=https%3A%2F%2Fexample.com' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits link checks and submissions per learner', async () => {
    const busy = await learner();
    const checks = await Promise.all(Array.from({ length: 21 }, () => busy.call('GET', '/api/hackathon/url-check?url=ftp%3A%2F%2Fx')));
    expect(checks.filter((r) => r.statusCode === 429)).toHaveLength(1);
    const submits = [];
    for (let i = 0; i < 11; i++) submits.push(await busy.call('POST', '/api/hackathon/submissions', project));
    expect(submits.slice(0, 10).every((r) => r.statusCode === 201)).toBe(true);
    expect(submits[10]?.statusCode).toBe(429);
    expect(submits[10]?.json().error.message).toBe('Too many submissions in a minute. Please wait a moment and try again.');
  });
});
