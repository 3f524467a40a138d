import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { meReply, publicProfileReply } from '@shared/api/profile';
import { sessionReply } from '@shared/api/auth';
import { heartbeatReply, meStatsReply } from '@shared/api/engagement';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, goodPassword, uniqueEmail } from './support/accounts';
import { createFixtureResources, fixtureCourseId } from './support/course-fixture';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-clock-')), 'now');
/** Sets the server's "now" (the test clock seam of config.ts). */
const setNow = (iso: string) => fs.writeFileSync(clockFile, iso);

beforeAll(async () => {
  t = await createTestApp({ KODESHALA_TEST_CLOCK_FILE: clockFile }, undefined, createFixtureResources());
});
afterAll(() => t.close());
beforeEach(() => fs.rmSync(clockFile, { force: true }));

let address = 0;
async function learner() {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: goodPassword }, remoteAddress: `198.51.100.${++address}` });
  const session = sessionReply.parse(res.json());
  return { ...session, headers: bearer(session.accessToken) };
}
const beat = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/engagement/heartbeat', headers, payload: {} });
const stats = async (headers: Record<string, string>) => meStatsReply.parse((await t.app.inject({ method: 'GET', url: '/api/me/stats', headers })).json());
const patchMe = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PATCH', url: '/api/me', headers, payload });

function multipart(filename: string, contentType: string, bytes: Buffer, field = 'photo') {
  const boundary = '----kodeshala-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (headers: Record<string, string>, filename: string, contentType: string, bytes: Buffer, field?: string) => {
  const body = multipart(filename, contentType, bytes, field);
  return t.app.inject({ method: 'POST', url: '/api/me/photo', headers: { ...headers, ...body.headers }, payload: body.payload });
};
const photoFileOf = async (uid: string) => (await t.db.kysely.selectFrom('users').select('photo_file').where('id', '=', uid).executeTakeFirstOrThrow()).photo_file;

describe('the learning-time heartbeat', () => {
  it('counts a minute once, the next minute again, on the learner’s Kolkata day', async () => {
    const { headers } = await learner();
    setNow('2026-03-09T18:45:10Z'); // 00:15 on 10 March in Kolkata
    expect(heartbeatReply.parse((await beat(headers)).json())).toEqual({ counted: true, day: '2026-03-10', minutesToday: 1 });
    setNow('2026-03-09T18:45:50Z');
    expect(heartbeatReply.parse((await beat(headers)).json())).toEqual({ counted: false, day: '2026-03-10', minutesToday: 1 });
    setNow('2026-03-09T18:46:01Z');
    expect(heartbeatReply.parse((await beat(headers)).json())).toMatchObject({ counted: true, minutesToday: 2 });
    const s = await stats(headers);
    expect(s.today).toBe('2026-03-10');
    expect(s.dailyMinutes).toEqual({ '2026-03-10': 2 });
    expect(s.learning.totalMinutes).toBe(2);
  });

  it('never lets a day pass 24 hours', async () => {
    const { headers, user } = await learner();
    await t.db.kysely.insertInto('activity_days').values({ user_id: user.uid, day: '2026-03-10', minutes: 1440, last_beat_minute: 0 }).execute();
    setNow('2026-03-10T10:00:00Z');
    expect(heartbeatReply.parse((await beat(headers)).json())).toEqual({ counted: false, day: '2026-03-10', minutesToday: 1440 });
  });

  it('refuses a flood of heartbeats with 429 and stores nothing extra', async () => {
    const { headers } = await learner();
    setNow('2026-03-10T10:00:00Z');
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 1) statuses.push((await beat(headers)).statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(6);
    const refused = await beat(headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/once a minute/), messageId: 'engagement.tooManyBeats' } });
    expect((await stats(headers)).learning.totalMinutes).toBe(1);
  });

  it('needs a signed-in learner', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/engagement/heartbeat', payload: {} })).statusCode).toBe(401);
  });
});

describe('streaks, badges and stats', () => {
  it('shows a 3-day streak with its label and badge after three consecutive days, and keeps it until tomorrow ends', async () => {
    const { headers } = await learner();
    for (const day of ['2026-05-08', '2026-05-09', '2026-05-10']) {
      setNow(`${day}T06:00:00Z`);
      await beat(headers);
    }
    let s = await stats(headers);
    expect(s.learning).toMatchObject({ currentStreak: 3, longestStreak: 3, streakLabel: 'Getting consistent!' });
    expect(s.badges.find((b) => b.id === 'streak-3')).toMatchObject({ unlocked: true, progress: 100 });
    expect(s.badges.find((b) => b.id === 'streak-7')).toMatchObject({ unlocked: false, progress: 42 });

    setNow('2026-05-11T06:00:00Z'); // nothing yet today: yesterday's streak still counts
    expect((await stats(headers)).learning.currentStreak).toBe(3);
    setNow('2026-05-12T19:00:00Z'); // 00:30 on 13 May in Kolkata: two days missed
    s = await stats(headers);
    expect(s.learning).toMatchObject({ currentStreak: 0, longestStreak: 3, streakLabel: 'Start your streak!' });
    expect(s.learning.weeklyAverage).toBe(Math.round((3 / 7) * 10) / 10);
  });

  it('counts a completed lesson as an active day, in recent activity, lines of code and dashboard progress', async () => {
    const { headers } = await learner();
    const complete = (lesson: string) => t.app.inject({ method: 'POST', url: `/api/progress/${fixtureCourseId}/complete`, headers, payload: { contentId: lesson } });
    expect((await complete('fx-m1-l1')).statusCode).toBe(200);
    expect((await complete('fx-m1-l2')).statusCode).toBe(200);
    const s = await stats(headers);
    expect(s.learning).toMatchObject({ currentStreak: 1, lessonsCompleted: 2, linesOfCode: 100 });
    expect(s.dashboard).toEqual({ totalCourses: 1, coursesStarted: 1, coursesCompleted: 0, totalProgress: 18 }); // (2 + 0) / (10 + 1)
    expect(s.courses[0]).toMatchObject({ id: fixtureCourseId, progress: 18, completedLessons: 2, totalLessons: 10, started: true, completed: false, link: `/courses/${fixtureCourseId}` });
    expect(s.recentActivity.map((a) => a.action).sort()).toEqual(['Completed', 'Completed', 'In Progress']);
    expect(s.recentActivity.filter((a) => a.action === 'Completed').map((a) => a.title).sort()).toEqual(['Module 1 lesson 1', 'Module 1 lesson 2']);
    expect(s.badges).toHaveLength(10);
  });
});

describe('the profile', () => {
  it('saves bio, links, visibility and time zone, and GET /api/me shows them with a handle', async () => {
    const { headers } = await learner();
    const res = await patchMe(headers, {
      displayName: 'Asha Rao',
      bio: 'I learn JavaScript after college.',
      socialLinks: { github: 'https://github.com/asha', linkedin: 'https://www.linkedin.com/in/asha', twitter: '' },
      profileVisibility: 'public',
      timeZone: 'Asia/Kolkata',
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = meReply.parse((await t.app.inject({ method: 'GET', url: '/api/me', headers })).json());
    expect(me).toMatchObject({ displayName: 'Asha Rao', bio: 'I learn JavaScript after college.', profileVisibility: 'public', socialLinks: { github: 'https://github.com/asha', linkedin: 'https://www.linkedin.com/in/asha', twitter: '' } });
    expect(me.handle).toMatch(/^[a-z0-9][a-z0-9-]+$/);
  });

  it('refuses javascript: links, links to other sites, a 1 MB bio and an unknown time zone, storing nothing', async () => {
    const { headers } = await learner();
    for (const body of [
      { socialLinks: { github: 'javascript:alert(1)' } },
      { socialLinks: { twitter: 'https://evil.example/x.com' } },
      { bio: 'x'.repeat(600) },
      { timeZone: 'Mars/Olympus' },
      { bio: 'ok', socialLinks: { linkedin: 'data:text/html,hi' } },
    ]) {
      const res = await patchMe(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    const huge = await patchMe(headers, { bio: 'x'.repeat(1_048_576) });
    expect(huge.statusCode).toBe(413);
    const me = meReply.parse((await t.app.inject({ method: 'GET', url: '/api/me', headers })).json());
    expect(me).toMatchObject({ bio: '', socialLinks: { github: '', linkedin: '', twitter: '' }, timeZone: 'Asia/Kolkata', profileVisibility: 'private' });
  });
});

describe('profile photos', () => {
  it('re-encodes an upload to a 512 px WebP square without metadata and serves it back', async () => {
    const { headers, user } = await learner();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f9e44' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    const res = await upload(headers, 'me.png', 'image/png', png);
    expect(res.statusCode, res.body).toBe(200);
    const me = meReply.parse(res.json());
    expect(me.photoURL).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: me.photoURL ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(await photoFileOf(user.uid)).not.toBeNull();
  });

  it('refuses too large, renamed, SVG and decompression-bomb files with the spec’s messages, storing nothing', async () => {
    const { headers, user } = await learner();
    const tooBig = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5_242_880 + 1 - 3)]);
    const big = await upload(headers, 'big.jpg', 'image/jpeg', tooBig);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Image size must be less than 5MB.', messageId: 'profile.photoSize' } });

    const exe = await upload(headers, 'photo.png', 'image/png', Buffer.from('MZ\x90\x00 this is a program, not a picture'));
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please upload an image (JPEG, PNG, GIF, or WebP).', messageId: 'profile.photoType' } });

    const realPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    const renamed = await upload(headers, 'photo.exe', 'application/octet-stream', realPng);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe('Please upload an image (JPEG, PNG, GIF, or WebP).');

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    expect((await upload(headers, 'a.png', 'image/png', svg)).statusCode).toBe(415);

    // 8000 × 8000 pixels of one colour: a small file that would unpack to 192 MB.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' }, limitInputPixels: false }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5_242_880);
    const refusedBomb = await upload(headers, 'bomb.png', 'image/png', bomb);
    expect(refusedBomb.statusCode).toBe(400);
    expect(refusedBomb.json().error.message).toMatch(/too many pixels/);

    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/me/photo', headers, payload: { photo: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(await photoFileOf(user.uid)).toBeNull();
  }, 60_000);

  it('takes the file only from the documented "photo" field', async () => {
    const { headers, user } = await learner();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1971c2' } }).png().toBuffer();
    for (const field of ['avatar', 'file', 'Photo']) {
      const res = await upload(headers, 'me.png', 'image/png', png, field);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Send the photo in the multipart field named "photo".', messageId: 'profile.photoField', messageValues: { field: 'photo' } } });
    }
    expect(await photoFileOf(user.uid)).toBeNull();
    expect((await upload(headers, 'me.png', 'image/png', png, 'photo')).statusCode).toBe(200);
  });

  it('answers 404 for a photo that does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/photos/00000000-0000-0000-0000-000000000000.webp' })).statusCode).toBe(404);
  });
});

describe('public profiles', () => {
  it('shows a public profile to anyone, and answers the same 404 for a private or missing one', async () => {
    const owner = await learner();
    const me = meReply.parse((await t.app.inject({ method: 'GET', url: '/api/me', headers: owner.headers })).json());
    const url = `/api/users/${me.handle}`;
    const missing = await t.app.inject({ method: 'GET', url: '/api/users/nobody-here-at-all' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ message: 'Profile not found', messageId: 'profile.profileNotFound' });

    const privateNow = await t.app.inject({ method: 'GET', url });
    expect(privateNow.statusCode).toBe(404);
    expect(privateNow.json()).toEqual(missing.json());

    await patchMe(owner.headers, { profileVisibility: 'public', bio: 'Hello from Pune' });
    const shown = await t.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    const profile = publicProfileReply.parse(shown.json());
    expect(profile).toMatchObject({ handle: me.handle, bio: 'Hello from Pune', currentStreak: 0, completedCourses: [] });
    expect(profile.badges).toHaveLength(10);
    expect(JSON.stringify(shown.json())).not.toContain(me.email);

    await patchMe(owner.headers, { profileVisibility: 'private' });
    const hidden = await t.app.inject({ method: 'GET', url });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect((await t.app.inject({ method: 'GET', url: '/api/users/..%2F..%2Fetc' })).statusCode).toBe(404);
  });

  it('stops the photo address of a profile that turns private, and keeps a private photo out of shared caches', async () => {
    const owner = await learner();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e8590c' } }).png().toBuffer();
    expect((await upload(owner.headers, 'me.png', 'image/png', png)).statusCode).toBe(200);
    const me = meReply.parse((await patchMe(owner.headers, { profileVisibility: 'public' })).json());
    const publicUrl = publicProfileReply.parse((await t.app.inject({ method: 'GET', url: `/api/users/${me.handle}` })).json()).photoURL ?? '';
    const seen = await t.app.inject({ method: 'GET', url: publicUrl });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toContain('public');

    const turned = meReply.parse((await patchMe(owner.headers, { profileVisibility: 'private' })).json());
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
    expect(turned.photoURL).not.toBe(publicUrl);
    const own = await t.app.inject({ method: 'GET', url: turned.photoURL ?? '' });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=86400');
    expect(own.rawPayload.equals(seen.rawPayload)).toBe(true);
    expect(await photoFileOf(owner.user.uid)).toBe(turned.photoURL?.split('/').pop());
  });
});
