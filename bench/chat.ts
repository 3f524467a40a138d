/**
 * The offline tutor's speed: time to the first streamed byte and to `{done}` of `POST /api/chat`
 * for a signed-in learner, with the full course library indexed, over 200 questions (p50/p95).
 * Budget: the first byte within 150 ms at p95. Questions are asked one after another, as a learner
 * does, in the three languages and styles, some on a lesson, some with a playground error.
 *
 *   npm run bench:chat        (builds the server first)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { layout, startProduct } from './harness';
import { reportFigure } from './figure';

const questionCount = Number(process.env.BENCH_QUESTIONS ?? 200);
const firstByteBudgetMs = 150;

const questions = [
  'Why does my input() program fail with a ValueError?',
  'What is the difference between a list and a tuple?',
  'How do I write a for loop that counts from 1 to 10?',
  'What does the box model mean in CSS?',
  'How do flexbox and grid differ?',
  'What is a JavaScript promise?',
  'How do I join two tables in SQL?',
  'What is git rebase and when should I use merge instead?',
  'How do React hooks like useState work?',
  'What is middleware in Express?',
  'How do I make a function return a value in Python?',
  'What does const mean in JavaScript?',
  'నా for loop ఎందుకు ఆగడం లేదు? while loop break',
  'dictionary లో key ఎలా చెక్ చేయాలి?',
  'Python में list comprehension क्या है?',
  'HTML form में input required कैसे करें?',
  'What is a primary key?',
  'How do I centre a div?',
  'What is an agile sprint?',
  'How do I read a file in Node.js?',
];
const outputs = [
  "Traceback (most recent call last):\n  File \"main.py\", line 1\nValueError: invalid literal for int() with base 10: 'abc'",
  "TypeError: Cannot read properties of undefined (reading 'length')",
  'IndentationError: expected an indented block',
  "main.c:4:5: error: expected ';' before 'return'",
  'Exception in thread "main" java.lang.NullPointerException',
];
const lessons = [
  { kind: 'lesson', courseId: 'python-programming', lessonId: 'py-input' },
  { kind: 'lesson', courseId: 'javascript-fundamentals', lessonId: 'js-let-const' },
  { kind: 'lesson', courseId: 'css-styling', lessonId: 'css-box-model' },
];
const languages = ['en', 'hi', 'te'] as const;
const styles = ['auto', 'detailed', 'short'] as const;

function body(i: number) {
  const context =
    i % 4 === 1
      ? lessons[i % lessons.length]
      : i % 4 === 2
        ? { kind: 'playground', files: [{ name: 'main.py', content: 'age = int(input())\nprint(age + 1)\n' }], language: 'python', lastOutput: outputs[i % outputs.length] }
        : undefined;
  return { message: questions[i % questions.length], chat_id: `bench-${i % 5}`, language: languages[i % 3], style: styles[Math.floor(i / 3) % 3], context };
}

async function askOnce(url: string, token: string, payload: object): Promise<{ firstByteMs: number; doneMs: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(payload) });
  if (!response.ok || !response.body) throw new Error(`chat answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let firstByteMs = -1;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (firstByteMs < 0) firstByteMs = performance.now() - started;
    text += decoder.decode(value, { stream: true });
  }
  if (!text.includes('{"done":true')) throw new Error(`the answer did not finish: ${text.slice(-300)}`);
  return { firstByteMs, doneMs: performance.now() - started };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-bench-chat-'));
const server = await startProduct(dataDir, { CHAT_RATE_LIMIT_PER_MINUTE: '10000' });
try {
  const url = `http://127.0.0.1:${server.port}`;
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-chat-${Date.now()}@example.in`, password: 'chai-and-code-42' }),
  });
  const { accessToken } = (await registered.json()) as { accessToken: string };
  // The first question builds the passage index of the whole library; it is reported on its own.
  const cold = await askOnce(url, accessToken, body(0));
  const first: number[] = [];
  const done: number[] = [];
  for (let i = 0; i < questionCount; i++) {
    const figures = await askOnce(url, accessToken, body(i + 1));
    first.push(figures.firstByteMs);
    done.push(figures.doneMs);
  }
  const p95 = percentile(first, 95);
  console.log(`offline tutor, full library, ${questionCount} questions one after another (${layout})`);
  console.log(`  cold first question (builds the index): first byte ${ms(cold.firstByteMs)}, done ${ms(cold.doneMs)}`);
  reportFigure({ name: 'tutor first byte p95', value: Math.round(p95), unit: 'ms', budget: firstByteBudgetMs, bound: 'at most' });
  console.log(`  first streamed byte: p50 ${ms(percentile(first, 50))}, p95 ${ms(p95)}  (budget p95 < ${firstByteBudgetMs} ms: ${p95 < firstByteBudgetMs ? 'met' : 'MISSED'})`);
  console.log(`  {done}:              p50 ${ms(percentile(done, 50))}, p95 ${ms(percentile(done, 95))}`);
  if (p95 >= firstByteBudgetMs) process.exitCode = 1;
} finally {
  server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
