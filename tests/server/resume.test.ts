import { errorReply } from '@shared/api/error-reply';
import { generateResumeReply, getResumeReply, improveSectionReply, saveResumeConflict, saveResumeReply, suggestionsReply, templatesReply } from '@shared/api/resume';
import { httpMessages } from '@shared/http/messages';
import { improveNotices } from '@server/resume/section-improver';
import { resumeMessages } from '@shared/resume/messages';
import { emptyResume, type Resume } from '@shared/resume/resume';
import { Migrator } from 'kysely';
import { migrationProvider } from '@server/db/migrations/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiPeer, type OpenAiPeer } from '../peers/openai-peer';
import { bearer, goodPassword, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let address = 0;
/** A learner on an address of their own, so sign-up limits never meet. */
async function learner(t: TestApp): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail('resume'), password: goodPassword }, remoteAddress: `203.0.113.${++address % 250}` });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return bearer((res.json() as { accessToken: string }).accessToken);
}

const asha = (changes: Partial<Resume> = {}): Resume => ({
  ...emptyResume(),
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  linkedin: 'https://linkedin.com/in/asha-verma',
  summary: 'Frontend developer who builds fast, accessible React apps for Indian small businesses.',
  experiences: [{ id: 'e1', jobTitle: 'Frontend Intern', company: 'Zoho', location: 'Chennai', startDate: '2024-01', endDate: '2024-06', description: '- Worked on the invoice screen\n- Responsible for fixing layout bugs', current: false }],
  education: [{ id: 'd1', degree: 'B.Tech CSE', institution: 'JNTU Hyderabad', location: '', graduationDate: '2024-05', gpa: '8.4', description: '' }],
  skills: [{ id: 's1', name: 'React', level: 4, category: 'Frameworks' }],
  languages: [{ id: 'l1', name: 'తెలుగు', proficiency: 'Native', certification: '' }],
  ...changes,
});

const put = (t: TestApp, headers: Record<string, string>, resume: unknown, baseUpdatedAt: string | null) =>
  t.app.inject({ method: 'PUT', url: '/api/resume', headers, payload: { resume, baseUpdatedAt } });
const get = async (t: TestApp, headers: Record<string, string>) => getResumeReply.parse((await t.app.inject({ method: 'GET', url: '/api/resume', headers })).json()).resume;
const improve = (t: TestApp, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/resume/improve-section', headers, payload });
const messageOf = (res: { json(): unknown }) => errorReply.parse(res.json()).error.message;

describe('the stored resume', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers null before the first save, then gives back what was saved', async () => {
    const headers = await learner(t);
    expect(await get(t, headers)).toBeNull();
    const res = await put(t, headers, asha(), null);
    expect(res.statusCode).toBe(200);
    const { updatedAt } = saveResumeReply.parse(res.json());
    expect(await get(t, headers)).toEqual({ ...asha(), updatedAt });
  });

  it('keeps each learner’s resume to themselves', async () => {
    const one = await learner(t);
    const two = await learner(t);
    await put(t, one, asha(), null);
    expect(await get(t, two)).toBeNull();
  });

  it('refuses a save based on an old copy with 409 and the stored copy, and takes one based on the latest', async () => {
    const headers = await learner(t);
    const first = saveResumeReply.parse((await put(t, headers, asha(), null)).json()).updatedAt;
    // The laptop saves on top of the first copy...
    const laptop = saveResumeReply.parse((await put(t, headers, asha({ jobTitle: 'Frontend Developer' }), first)).json()).updatedAt;
    expect(laptop > first).toBe(true);
    // ...then the phone, still on the first copy, tries to save.
    const stale = await put(t, headers, asha({ jobTitle: 'Phone edit' }), first);
    expect(stale.statusCode).toBe(409);
    const conflict = saveResumeConflict.parse(stale.json());
    expect(conflict.error).toEqual({ code: 'CONFLICT', message: resumeMessages.staleResume, messageId: 'resume.staleResume' });
    expect(conflict.current).toMatchObject({ jobTitle: 'Frontend Developer', updatedAt: laptop });
    // A second "first save" is stale too: there is a copy it did not see.
    expect((await put(t, headers, asha(), null)).statusCode).toBe(409);
    // Keeping the phone's copy means saving it on top of the server's.
    expect((await put(t, headers, asha({ jobTitle: 'Phone edit' }), laptop)).statusCode).toBe(200);
    expect((await get(t, headers))?.jobTitle).toBe('Phone edit');
  });

  it('lets only one of two saves on the same base win', async () => {
    const headers = await learner(t);
    const base = saveResumeReply.parse((await put(t, headers, asha(), null)).json()).updatedAt;
    const results = await Promise.all([put(t, headers, asha({ jobTitle: 'Tab one' }), base), put(t, headers, asha({ jobTitle: 'Tab two' }), base)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('stores a save sent again under its Idempotency-Key once, answering the repeat as the first', async () => {
    const headers = await learner(t);
    const base = saveResumeReply.parse((await put(t, headers, asha(), null)).json()).updatedAt;
    // The page's last save as it unloads, then the same save from the outbox on the next visit.
    const keyed = { ...headers, 'idempotency-key': 'resume-exit-0001' };
    const first = await put(t, keyed, asha({ jobTitle: 'Last words' }), base);
    expect(first.statusCode, first.body).toBe(200);
    const again = await put(t, keyed, asha({ jobTitle: 'Last words' }), base);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await get(t, headers))?.updatedAt).toBe(saveResumeReply.parse(first.json()).updatedAt);
    // Without the key the same save is a second write, refused as stale.
    expect((await put(t, headers, asha({ jobTitle: 'Last words' }), base)).statusCode).toBe(409);
  });

  it('refuses bad contact details with the builder’s messages, naming the field', async () => {
    const headers = await learner(t);
    const cases: Array<[Partial<Resume>, string, string]> = [
      [{ firstName: ' ' }, 'resume.firstName', 'First name is required'],
      [{ email: 'asha@example' }, 'resume.email', 'Invalid email format'],
      [{ github: 'javascript:alert(1)' }, 'resume.github', 'Invalid URL format'],
      [{ website: 'my site' }, 'resume.website', 'Invalid URL format'],
      [{ phone: '0123 456' }, 'resume.phone', 'Invalid phone number format'],
      [{ skills: [{ id: 's1', name: '', level: 3, category: 'Technical' }] }, 'resume.skills.0.name', 'Skill name is required'],
      [{ summary: 'x'.repeat(2001) }, 'resume.summary', 'At most 2000 characters'],
    ];
    for (const [changes, field, message] of cases) {
      const res = await put(t, headers, asha(changes), null);
      expect(res.statusCode, field).toBe(400);
      expect(messageOf(res)).toBe(`Invalid ${field}: ${message}`);
    }
    expect(await get(t, headers)).toBeNull();
  });

  it('refuses a NUL character in any field, on both databases', async () => {
    const headers = await learner(t);
    const res = await put(t, headers, asha({ experiences: [{ ...asha().experiences[0]!, company: 'Zo\u0000ho' }] }), null);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toContain('resume.experiences.0.company');
  });

  it('refuses a base stamp that is not a date and time with 400 naming the field, and stores nothing', async () => {
    const headers = await learner(t);
    for (const base of ['not-a-date', '2026-02-31T00:00:00.000Z', '']) {
      const res = await put(t, headers, asha(), base);
      expect(res.statusCode, `${base}: ${res.body}`).toBe(400);
      expect(messageOf(res)).toBe(`Invalid baseUpdatedAt: ${httpMessages.timestamp}`);
    }
    expect(await get(t, headers)).toBeNull();
  });

  it('asks a guest to log in, in the builder’s words', async () => {
    const save = await put(t, {}, asha(), null);
    expect(save.statusCode).toBe(401);
    expect(messageOf(save)).toBe('Please login to save resume');
    expect(save.json().error.messageId).toBe('resume.loginToSave');
    const ai = await improve(t, {}, { section_name: 'summary', current_content: 'x' });
    expect(ai.statusCode).toBe(401);
    expect(messageOf(ai)).toBe('Please login to use AI features');
    const generate = await t.app.inject({ method: 'POST', url: '/api/resume/generate', payload: { resume_data: asha() } });
    expect(generate.statusCode).toBe(401);
    expect(messageOf(generate)).toBe('Please login to generate resume');
    expect((await t.app.inject({ method: 'GET', url: '/api/resume' })).statusCode).toBe(401);
  });

  it('lists the five templates to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/resume/templates' });
    const { templates, default: chosen } = templatesReply.parse(res.json());
    expect(templates.map((x) => x.id)).toEqual(['latex-modern', 'latex-classic', 'latex-tech', 'latex-executive', 'latex-academic']);
    expect(chosen).toBe('latex-modern');
  });

  it('suggests by section, role and industry to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/resume/suggestions/skills?role=Data%20Analyst&industry=Finance' });
    const body = suggestionsReply.parse(res.json());
    expect(body).toMatchObject({ section: 'skills', role: 'data-analyst', role_title: 'Data Analyst' });
    expect(body.quick_add).toContain('Power BI');
    expect(body.keywords).toContain('compliance');
    const none = suggestionsReply.parse((await t.app.inject({ method: 'GET', url: '/api/resume/suggestions/summary' })).json());
    expect(none.role).toBe('general');
  });

  it('improves a section offline when no model is configured, and says so', async () => {
    const headers = await learner(t);
    const res = await improve(t, headers, { section_name: 'experience', current_content: '- Worked on the invoice screen\n- Responsible for fixing 30 layout bugs', target_role: 'Frontend Developer', industry: '' });
    expect(res.statusCode).toBe(200);
    const body = improveSectionReply.parse(res.json());
    expect(body).toMatchObject({ mode: 'offline', fallback: false, notice: 'AI suggestions generated (demo mode)' });
    expect(body.improved_content).toBe('- Developed the invoice screen\n- Fixed 30 layout bugs');
    expect(body.suggestions.length).toBeGreaterThan(0);
  });

  it('improves every kind of section the builder offers, each by its own rules', async () => {
    const headers = await learner(t);
    const sections = [
      { section_name: 'projects', current_content: '- Worked on a budget tracker in React\n- Basically utilized Firebase for sync', expected: '- Developed a budget tracker in React\n- Used Firebase for sync' },
      { section_name: 'education', current_content: 'Was really involved in the coding club', expected: 'Was involved in the coding club' },
      { section_name: 'skills', current_content: 'React, Node.js, SQL', expected: 'React, Node.js, SQL' },
      { section_name: 'Volunteering', current_content: '- Helped teach 40 school children to code', expected: '- Collaborated to teach 40 school children to code' },
    ];
    for (const { expected, ...section } of sections) {
      const body = improveSectionReply.parse((await improve(t, headers, { ...section, target_role: 'Frontend Developer', industry: '' })).json());
      expect(body, section.section_name).toMatchObject({ mode: 'offline', fallback: false, improved_content: expected });
      expect(body.suggestions.length, section.section_name).toBeGreaterThan(0);
    }
  });

  it('limits improvements per learner per minute', async () => {
    const headers = await learner(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await improve(t, headers, { section_name: 'summary', current_content: `Developer number ${i}` })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await improve(t, headers, { section_name: 'summary', current_content: 'again' });
    expect(limited.statusCode).toBe(429);
    expect(messageOf(limited)).toBe(resumeMessages.aiTooFast);
    // Another learner is not held back.
    expect((await improve(t, await learner(t), { section_name: 'summary', current_content: 'hello' })).statusCode).toBe(200);
  });

  it('generates a scored resume, enhancing the summary and experience offline when asked', async () => {
    const headers = await learner(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/resume/generate', headers, payload: { resume_data: asha(), template: 'latex-tech', ai_enhancement: true, target_role: 'Frontend Developer', industry: '' } });
    expect(res.statusCode).toBe(200);
    const body = generateResumeReply.parse(res.json());
    expect(body).toMatchObject({ success: true, mode: 'offline', score: 90, completion: 75 });
    expect(body.resume.template).toBe('latex-tech');
    expect(body.resume.experiences[0]?.description).toBe('- Developed the invoice screen\n- Fixed layout bugs');
    expect(body.analysis.strengths).toEqual(['Online presence: your profile links let recruiters see your work']);
    expect(body.suggestions.map((s) => s.section)).toEqual(['summary', 'experience: Frontend Intern']);

    const plain = generateResumeReply.parse((await t.app.inject({ method: 'POST', url: '/api/resume/generate', headers, payload: { resume_data: asha() } })).json());
    expect(plain.mode).toBe('none');
    expect(plain.resume.experiences[0]?.description).toBe(asha().experiences[0]?.description);
  });

  it('refuses to generate without the full contact, with the builder’s message', async () => {
    const headers = await learner(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/resume/generate', headers, payload: { resume_data: asha({ phone: '' }) } });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('Invalid resume_data.phone: Phone number is required');
    // The reason is a message of its own, so the browser shows it translated inside the sentence.
    expect(res.json()).toMatchObject({ error: { messageId: 'resume.invalidContact', messageValues: { field: 'phone', reason: 'Phone number is required' } } });
  });

  it('drops the resumes table when migrated down and makes it again going up', async () => {
    const migrator = new Migrator({ db: t.db.kysely, provider: migrationProvider });
    expect((await migrator.migrateTo('0013_mail_html')).error).toBeUndefined();
    await expect(t.db.kysely.selectFrom('resumes').selectAll().execute()).rejects.toThrow();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await t.db.kysely.selectFrom('resumes').selectAll().execute()).toEqual([]);
  });
});

describe('section improvement by the configured model', () => {
  let t: TestApp;
  let peer: OpenAiPeer;
  beforeAll(async () => {
    peer = await startOpenAiPeer();
    t = await createTestApp({ LLM_BASE_URL: peer.baseUrl, LLM_API_KEY: peer.apiKey, LLM_MODEL: 'resume-test-model' });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const payload = { section_name: 'summary', current_content: 'i am a very good developer', target_role: 'Backend Developer', industry: 'Finance' };

  it('asks the model once, without streaming, and answers with its text', async () => {
    const headers = await learner(t);
    peer.replyNext('```json\n{"improved_content": "Backend developer building reliable payment APIs.", "suggestions": ["Add your years of experience."]}\n```');
    const res = await improve(t, headers, payload);
    expect(res.statusCode).toBe(200);
    expect(improveSectionReply.parse(res.json())).toEqual({
      improved_content: 'Backend developer building reliable payment APIs.',
      suggestions: ['Add your years of experience.'],
      mode: 'ai',
      fallback: false,
      notice: improveNotices.ai,
    });
    const sent = peer.requests.at(-1);
    expect(sent).toMatchObject({ model: 'resume-test-model', stream: false });
    expect(sent?.messages[0]?.content).toContain('Target role: Backend Developer.');
    expect(sent?.messages[0]?.content).toContain('Industry: Finance.');
    expect(sent?.messages[1]).toEqual({ role: 'user', content: 'i am a very good developer' });
  });

  it('falls back to the offline improver when the model fails, and says so', async () => {
    const headers = await learner(t);
    const failures: Array<() => void> = [() => peer.failNext('status-500'), () => peer.failNext('drop-mid-stream'), () => peer.replyNext('Sure! Here is a better summary.')];
    for (const fail of failures) {
      fail();
      const body = improveSectionReply.parse((await improve(t, headers, payload)).json());
      expect(body).toMatchObject({ mode: 'offline', fallback: true, notice: 'AI optimization temporarily unavailable', improved_content: 'I am a good developer' });
    }
  });

  it('falls back when the model cannot be reached at all', async () => {
    const gone = await startOpenAiPeer();
    await gone.close();
    const offlineApp = await createTestApp({ LLM_BASE_URL: gone.baseUrl, LLM_API_KEY: gone.apiKey });
    try {
      const body = improveSectionReply.parse((await improve(offlineApp, await learner(offlineApp), payload)).json());
      expect(body).toMatchObject({ mode: 'offline', fallback: true });
    } finally {
      await offlineApp.close();
    }
  });

  it('enhances a generated resume with the model', async () => {
    const headers = await learner(t);
    peer.replyNext('{"improved_content": "Frontend developer shipping accessible React apps.", "suggestions": []}');
    peer.replyNext('{"improved_content": "- Built the invoice screen\\n- Fixed layout bugs", "suggestions": ["Add numbers."]}');
    const res = await t.app.inject({ method: 'POST', url: '/api/resume/generate', headers, payload: { resume_data: asha(), ai_enhancement: true } });
    const body = generateResumeReply.parse(res.json());
    expect(body.mode).toBe('ai');
    expect(body.resume.summary).toBe('Frontend developer shipping accessible React apps.');
  });
});
