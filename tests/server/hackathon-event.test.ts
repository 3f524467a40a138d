import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hackathonEventReply, problemStatementsReply } from '@shared/api/hackathon';
import { createTestApp, createTestDatabase, resourcesDir, type TestApp } from './support/test-app';

describe('GET /api/hackathon and /api/hackathon/problem-statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the seeded event to a guest, its name carrying the year it starts in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hackathon' });
    expect(res.statusCode).toBe(200);
    const event = hackathonEventReply.parse(res.json());
    expect([event.name, event.originalName, event.startsAt.slice(0, 10)]).toEqual(['Code Yuddh 2027', 'कोड युद्ध 2027', '2027-02-20']);
    expect(Date.parse(event.endsAt) - Date.parse(event.startsAt)).toBe(48 * 60 * 60 * 1000);
    expect([event.minTeamSize, event.maxTeamSize, event.feePerPersonPaise]).toEqual([1, 4, 25000]);
    expect(event.prizes.map((p) => p.amountRupees)).toEqual([40000, 20000, 10000]);
    expect(event.judging.map((j) => [j.criteria, j.weight])).toEqual([
      ['Innovation', 30],
      ['Technical', 25],
      ['Design', 20],
      ['Functionality', 15],
      ['Presentation', 10],
    ]);
    expect(event.dashboardJudging.map((j) => j.weight)).toEqual([25, 25, 20, 15, 15]);
    expect(event.tracks.map((track) => track.name)).toEqual(['AI/ML', 'Web Dev', 'Mobile Dev', 'Blockchain/Web3']);
  });

  it('lists the ten problem statements in the { success, data } shape, the five built-ins among them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hackathon/problem-statements' });
    expect(res.statusCode).toBe(200);
    const { data } = problemStatementsReply.parse(res.json());
    expect(data.map((p) => p.id)).toEqual(['PS01', 'PS02', 'PS03', 'PS04', 'PS05', 'PS06', 'PS07', 'PS08', 'PS09', 'PS10']);
    const titles = data.map((p) => p.title.toLowerCase()).join(' | ');
    for (const builtIn of ['prescription verification', 'legal document analyser', 'personal finance chatbot', 'pdf question-and-answer', 'audiobook creation']) {
      expect(titles).toContain(builtIn);
    }
  });
});

describe('seeding the event', () => {
  const brokenResources = (edit: (event: Record<string, unknown>) => void): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-resources-'));
    fs.cpSync(resourcesDir, dir, { recursive: true });
    const file = path.join(dir, 'hackathon', 'event.json');
    const event = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    edit(event);
    fs.writeFileSync(file, JSON.stringify(event));
    return dir;
  };

  it('refuses to start when the name and the start disagree on the year, and says why', async () => {
    const database = await createTestDatabase();
    const dir = brokenResources((event) => {
      event.name = 'Code Yuddh 2026';
    });
    await expect(createTestApp({}, database, dir)).rejects.toThrow(
      /The hackathon event in resources\/hackathon\/ is invalid:[\s\S]*The event name must carry the year it takes place in\./,
    );
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start when a field is missing, naming the field', async () => {
    const database = await createTestDatabase();
    const dir = brokenResources((event) => {
      delete event.venue;
    });
    await expect(createTestApp({}, database, dir)).rejects.toThrow(/invalid:[\s\S]*venue/);
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
