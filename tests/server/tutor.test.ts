import { chatEvent, chatMessagesReply, type ChatEvent } from '@shared/api/chat';
import { sessionReply } from '@shared/api/auth';
import { errorReply } from '@shared/api/error-reply';
import { offlineStrings } from '@shared/tutor/offline-strings';
import { grantSubscription } from '@server/subscriptions/premium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiPeer, type OpenAiPeer } from '../peers/openai-peer';
import { bearer, goodPassword, uniqueEmail } from './support/accounts';
import { createFixtureResources, fixtureCourseId } from './support/course-fixture';
import { createTestApp, type TestApp } from './support/test-app';

/** A second small course whose free lesson teaches int(input()) and its ValueError. */
const inputCourse = {
  id: 'fixture-input',
  title: 'Python Input Fixture',
  description: 'Reading numbers from the user.',
  thumbnail: '/images/courses/python.svg',
  order: 2,
  modules: [
    {
      id: 'fxi-m1',
      title: 'Input',
      description: 'Reading input.',
      lessons: [
        {
          id: 'fxi-input',
          title: 'Reading numbers with input',
          blocks: [
            { type: 'text', content: '`int(input())` reads a line and converts it to a whole number.\n\nTyping 12.5 makes `int()` fail with `ValueError: invalid literal for int() with base 10`. Use `float()` for decimals.' },
            { type: 'code', language: 'python', title: 'Samosa bill', content: 'price = int(input())\nprint(price * 4)\n', stdin: '15\n', expectedOutput: '60\n' },
          ],
        },
      ],
    },
  ],
};

let address = 0;
async function learner(t: TestApp) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail('tutor'), password: goodPassword }, remoteAddress: `198.51.100.${++address % 250}` });
  const session = sessionReply.parse(res.json());
  return { ...session, headers: bearer(session.accessToken) };
}

async function premiumLearner(t: TestApp) {
  const l = await learner(t);
  await grantSubscription(t.db.kysely, l.user.uid, 'monthly', 'test', new Date());
  return l;
}

function events(body: string): ChatEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => chatEvent.parse(JSON.parse(block.slice('data: '.length))));
}

const answerText = (list: ChatEvent[]) => list.map((e) => ('text' in e ? e.text : '')).join('');

const ask = (t: TestApp, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/chat', headers, payload });
const history = async (t: TestApp, headers: Record<string, string>, chatId = 'default') =>
  chatMessagesReply.parse((await t.app.inject({ method: 'GET', url: `/api/chat/messages?chat_id=${chatId}`, headers })).json()).messages;

describe('the offline tutor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, createFixtureResources([inputCourse]));
  });
  afterAll(() => t.close());

  it('streams a labelled answer in Telugu that explains the ValueError and links the lesson it quotes', async () => {
    const { headers } = await learner(t);
    const res = await ask(t, headers, {
      message: 'నా input() ప్రోగ్రామ్ ValueError తో ఎందుకు ఆగిపోతుంది?',
      chat_id: 'default',
      style: 'auto',
      language: 'te',
      context: { kind: 'lesson', courseId: 'fixture-input', lessonId: 'fxi-input' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const list = events(res.body);
    expect(list.filter((e) => 'text' in e).length).toBeGreaterThan(3);
    expect(list.at(-1)).toEqual({ done: true, tutor: 'offline' });
    const text = answerText(list);
    expect(text.startsWith(offlineStrings.te.label)).toBe(true);
    expect(text).toContain('ValueError: ఈ text పూర్ణ సంఖ్య కాదు');
    expect(text).toContain('[Reading numbers with input](/courses/fixture-input?lesson=fxi-input)');
    expect(text).toContain('invalid literal for int()');
  });

  it('keeps each conversation per user, oldest first, and clears one without touching another', async () => {
    const asha = await learner(t);
    const ravi = await learner(t);
    await ask(t, asha.headers, { message: 'What does float() do?', language: 'en' });
    await ask(t, asha.headers, { message: 'And int()?', chat_id: 'revision', language: 'hi' });
    const first = await history(t, asha.headers);
    expect(first.map((m) => m.from)).toEqual(['user', 'bot']);
    expect(first[0]?.text).toBe('What does float() do?');
    expect(first[1]?.text).toContain(offlineStrings.en.label);
    expect(first[1]?.stopped).toBe(false);
    expect(await history(t, ravi.headers)).toEqual([]);

    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/chat/messages?chat_id=default', headers: asha.headers });
    expect(cleared.json()).toEqual({ deleted: 2 });
    expect(await history(t, asha.headers)).toEqual([]);
    expect((await history(t, asha.headers, 'revision')).map((m) => m.text)).toEqual(['And int()?', expect.stringContaining(offlineStrings.hi.label)]);
  });

  it('explains an error found in the playground run output', async () => {
    const { headers } = await learner(t);
    const res = await ask(t, headers, {
      message: 'Why?',
      language: 'hi',
      context: { kind: 'playground', files: [{ name: 'main.js', content: 'console.log(totl)' }], language: 'javascript', lastOutput: 'ReferenceError: totl is not defined\n    at main.js:1:13' },
    });
    const text = answerText(events(res.body));
    expect(text).toContain('ReferenceError: JavaScript यह नाम नहीं जानता');
    expect(text).toContain('`totl`');
  });

  it('refuses a message over 2,000 characters, a blank one and a flood, saying why', async () => {
    const { headers } = await learner(t);
    const long = await ask(t, headers, { message: 'a'.repeat(2_001) });
    expect(long.statusCode).toBe(400);
    expect(errorReply.parse(long.json()).error.message).toContain('Your message is too long. Please keep it under 2000 characters.');
    // The limit travels as a value, so the panel says it in the learner's language.
    expect(long.json().error.messageValues.reason).toMatchObject({ messageId: 'tutor.tooLong', messageValues: { max: 2000 } });
    const blank = await ask(t, headers, { message: '   \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Please type a question first.');
    expect((await history(t, headers)).length).toBe(0);

    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await ask(t, headers, { message: `question ${i}` })).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    const flooded = await ask(t, headers, { message: 'one more' });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().error).toEqual({ code: 'RATE_LIMITED', message: 'You are sending messages too quickly. Please wait a minute, then ask again.', messageId: 'tutor.tooFast' });
    // Another learner is not slowed down by this one.
    expect((await ask(t, (await learner(t)).headers, { message: 'hello' })).statusCode).toBe(200);
  });

  it('asks for sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'hi' } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/messages' })).statusCode).toBe(401);
  });

  it('never quotes a locked lesson to a free learner, even when it is the open one', async () => {
    const question = { message: 'premiumsecret loops', language: 'en', context: { kind: 'lesson', courseId: fixtureCourseId, lessonId: 'fx-m1-l4' } };
    const free = answerText(events((await ask(t, (await learner(t)).headers, question)).body));
    expect(free).not.toContain('premiumsecret');
    expect(free).not.toMatch(/lesson=fx-m\d-l[45]/);
    const premium = answerText(events((await ask(t, (await premiumLearner(t)).headers, question)).body));
    expect(premium).toContain('premiumsecret');
    expect(premium).toContain('lesson=fx-m1-l4');
  });
});

describe('the OpenAI-compatible tutor', () => {
  let t: TestApp;
  let peer: OpenAiPeer;
  beforeAll(async () => {
    peer = await startOpenAiPeer();
    t = await createTestApp({ LLM_BASE_URL: peer.baseUrl, LLM_API_KEY: peer.apiKey, LLM_MODEL: 'tutor-test-model' }, undefined, createFixtureResources([inputCourse]));
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('streams the model’s words with the teaching prompt, the style, the language, the lesson and the conversation so far', async () => {
    const { headers } = await learner(t);
    const lesson = { kind: 'lesson', courseId: 'fixture-input', lessonId: 'fxi-input' };
    await ask(t, headers, { message: 'What is input()?', language: 'te', style: 'short', context: lesson });
    const res = await ask(t, headers, { message: 'నా ప్రోగ్రామ్ ValueError ఎందుకు?', language: 'te', style: 'detailed', context: lesson });
    const list = events(res.body);
    expect(list.at(-1)).toEqual({ done: true, tutor: 'llm' });
    expect(list.filter((e) => 'text' in e).length).toBeGreaterThan(10);
    const text = answerText(list);
    expect(text).toContain('(model) Lesson “Reading numbers with input”:');
    expect(text).toContain('`ValueError` వస్తుంది');
    expect(text).toContain(`**${offlineStrings.te.lessonsUsed}:** [Reading numbers with input](/courses/fixture-input?lesson=fxi-input)`);

    const sent = peer.requests.at(-1);
    expect(sent?.model).toBe('tutor-test-model');
    expect(sent?.stream).toBe(true);
    const system = sent?.messages[0]?.content ?? '';
    expect(system).toContain('Be patient and encouraging');
    expect(system).toContain('Reply in Telugu');
    expect(system).toContain('detailed, step-by-step');
    expect(system).toContain('Typing 12.5 makes');
    expect(sent?.messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(sent?.messages.at(-1)?.content).toBe('నా ప్రోగ్రామ్ ValueError ఎందుకు?');

    const stored = await history(t, headers);
    expect(stored.map((m) => m.from)).toEqual(['user', 'bot', 'user', 'bot']);
    expect(stored[3]?.text).toBe(text);
  });

  it('sends a locked lesson to the model only for a learner who may read it', async () => {
    const context = { kind: 'lesson', courseId: fixtureCourseId, lessonId: 'fx-m1-l4' };
    await ask(t, (await learner(t)).headers, { message: 'explain this lesson', context });
    expect(JSON.stringify(peer.requests.at(-1))).not.toContain('premiumsecret');
    await ask(t, (await premiumLearner(t)).headers, { message: 'explain this lesson', context });
    expect(JSON.stringify(peer.requests.at(-1))).toContain('premiumsecret');
  });

  it.each(['drop-mid-stream', 'error-event', 'status-500'] as const)('reports %s as the chat failure and keeps no half answer', async (failure) => {
    const { headers } = await learner(t);
    peer.failNext(failure);
    const res = await ask(t, headers, { message: 'What is a loop?' });
    expect(res.statusCode).toBe(200);
    const list = events(res.body);
    expect(list.at(-1)).toEqual({ error: 'Sorry, something went wrong. Please try again.' });
    expect(list.some((e) => 'done' in e)).toBe(false);
    if (failure !== 'status-500') expect(answerText(list).length).toBeGreaterThan(0);
    expect((await history(t, headers)).map((m) => m.from)).toEqual(['user']);
  });

  it('lets the offline tutor answer when the model cannot be reached at all', async () => {
    const gone = await startOpenAiPeer();
    await gone.close();
    const offlineApp = await createTestApp({ LLM_BASE_URL: gone.baseUrl, LLM_API_KEY: gone.apiKey }, undefined, createFixtureResources([inputCourse]));
    try {
      const res = await ask(offlineApp, (await learner(offlineApp)).headers, { message: 'ValueError from int(input())', language: 'hi' });
      const list = events(res.body);
      expect(list.at(-1)).toEqual({ done: true, tutor: 'offline' });
      expect(answerText(list)).toContain(offlineStrings.hi.label);
      expect(answerText(list)).toContain('lesson=fxi-input');
    } finally {
      await offlineApp.close();
    }
  });

  it('stops asking the model when the learner goes away, and keeps the part they saw', async () => {
    const { headers } = await learner(t);
    const upstreamClosed = peer.holdNext();
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stop = new AbortController();
    const response = await fetch(`${url}/api/chat`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Tell me about loops' }),
      signal: stop.signal,
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('data: {"text"');
    stop.abort();
    await upstreamClosed;
    let stored = await history(t, headers);
    for (let i = 0; i < 50 && stored.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = await history(t, headers);
    }
    expect(stored.map((m) => [m.from, m.stopped])).toEqual([
      ['user', false],
      ['bot', true],
    ]);
    expect(stored[1]?.text.length).toBeGreaterThan(0);
  });
});
