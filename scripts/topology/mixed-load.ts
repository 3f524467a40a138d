import fs from 'node:fs';
import type { Topology } from './topology';

/**
 * Learners of a realistic shape working through the proxy: each signs up, registers for the
 * hackathon once, then browses the catalogue, reads lessons, sends heartbeats, marks progress,
 * asks the tutor and runs code, with a short pause between actions as a person has.
 */
export interface MixedLoadOptions {
  seconds: number;
  learners: number;
}

export interface RouteFigures {
  route: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  limited: number;
}

export interface MixedLoadReport {
  routes: RouteFigures[];
  requests: number;
  errors: number;
  /** Resident memory of each server process, after warming up and at the end, in MB. */
  memory: Array<{ port: number; startMb: number; endMb: number }>;
  errorSamples: string[];
}

const freeLessons = ['py-what-is-programming', 'py-variables', 'py-input', 'py-comparisons', 'py-if-else', 'py-for-range', 'py-while'];

const actions: Array<{ route: string; weight: number }> = [
  { route: 'GET /api/courses', weight: 20 },
  { route: 'GET /api/lessons/:id', weight: 25 },
  { route: 'POST /api/engagement/heartbeat', weight: 20 },
  { route: 'POST /api/progress/:course/visit', weight: 12 },
  { route: 'GET /api/me/stats', weight: 10 },
  { route: 'POST /api/chat', weight: 4 },
  { route: 'POST /api/v2/piston/execute', weight: 4 },
];
const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);

function pick(): string {
  let at = Math.random() * totalWeight;
  for (const action of actions) {
    at -= action.weight;
    if (at <= 0) return action.route;
  }
  return actions[0]!.route;
}

const rssMb = (pid: number | undefined): number => {
  if (!pid) return 0;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function runMixedLoad(topology: Topology, options: MixedLoadOptions): Promise<MixedLoadReport> {
  const timings = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const limited = new Map<string, number>();
  const errorSamples: string[] = [];
  const record = (route: string, ms: number, status: number, detail: string) => {
    timings.set(route, [...(timings.get(route) ?? []), ms]);
    if (status === 429) limited.set(route, (limited.get(route) ?? 0) + 1);
    else if (status === 0 || status >= 500 || (status >= 400 && status !== 409)) {
      errors.set(route, (errors.get(route) ?? 0) + 1);
      if (errorSamples.length < 10) errorSamples.push(`${route} -> ${status} ${detail.slice(0, 200)}`);
    }
  };
  const timed = async (route: string, url: string, init: RequestInit): Promise<void> => {
    const started = performance.now();
    let status = 0;
    let detail = '';
    try {
      const res = await fetch(`${topology.url}${url}`, init);
      status = res.status;
      detail = await res.text();
    } catch (error) {
      detail = String(error);
    }
    record(route, performance.now() - started, status, detail);
  };

  const deadline = Date.now() + options.seconds * 1000;
  let warmedUp: Array<{ port: number; startMb: number }> = [];
  const warmUp = setTimeout(() => {
    warmedUp = topology.processes.map((p) => ({ port: p.port, startMb: rssMb(p.child.pid) }));
  }, Math.min(20_000, options.seconds * 200));

  const learner = async (n: number) => {
    const from = `100.64.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const email = `load-${Date.now()}-${n}@example.in`;
    const started = performance.now();
    const signUp = await fetch(`${topology.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify({ email, password: 'chai-and-code-42' }) });
    const session = (await signUp.json()) as { accessToken?: string };
    record('POST /api/auth/register', performance.now() - started, signUp.status, JSON.stringify(session));
    if (!session.accessToken) return;
    const headers = { authorization: `Bearer ${session.accessToken}`, 'x-forwarded-for': from, 'content-type': 'application/json' };
    await timed('POST /api/hackathon/register', '/api/hackathon/register', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        personal_info: { full_name: `Load Learner ${n}`, email, phone: '9876543210', college: 'JNTU Hyderabad', department: 'CSE', year: '3rd', roll_number: '' },
        team_info: { team_name: `Solo Coder ${n}`, team_size: 1, team_members: [] },
        additional_info: { problem_statement_id: 'PS01', project_idea: '', expectations: '', linkedin: '', github: '', commitments: { ibm_skillsbuild: true, nasscom_courses: true, full_participation: true }, agree_to_terms: true },
      }),
    });
    while (Date.now() < deadline) {
      const route = pick();
      const lesson = freeLessons[Math.floor(Math.random() * freeLessons.length)]!;
      switch (route) {
        case 'GET /api/courses':
          await timed(route, '/api/courses', { headers });
          break;
        case 'GET /api/lessons/:id':
          await timed(route, `/api/lessons/${lesson}`, { headers });
          break;
        case 'POST /api/engagement/heartbeat':
          await timed(route, '/api/engagement/heartbeat', { method: 'POST', headers, body: '{}' });
          break;
        case 'POST /api/progress/:course/visit':
          await timed(route, '/api/progress/python-programming/visit', { method: 'POST', headers, body: JSON.stringify({ contentId: lesson }) });
          break;
        case 'GET /api/me/stats':
          await timed(route, '/api/me/stats', { headers });
          break;
        case 'POST /api/chat':
          await timed(route, '/api/chat', { method: 'POST', headers, body: JSON.stringify({ message: 'How does a for loop work?', chat_id: `load-${n}` }) });
          break;
        case 'POST /api/v2/piston/execute':
          await timed(route, '/api/v2/piston/execute', { method: 'POST', headers, body: JSON.stringify({ language: 'python', version: '*', files: [{ content: 'print(sum(range(10)))' }] }) });
          break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  };
  await Promise.all(Array.from({ length: options.learners }, (_, n) => learner(n)));
  clearTimeout(warmUp);
  if (warmedUp.length === 0) warmedUp = topology.processes.map((p) => ({ port: p.port, startMb: rssMb(p.child.pid) }));

  const routes = [...timings.entries()].map(([route, all]) => {
    const sorted = [...all].sort((a, b) => a - b);
    return { route, requests: sorted.length, p50Ms: Math.round(percentile(sorted, 50)), p99Ms: Math.round(percentile(sorted, 99)), errors: errors.get(route) ?? 0, limited: limited.get(route) ?? 0 };
  });
  return {
    routes,
    requests: routes.reduce((sum, r) => sum + r.requests, 0),
    errors: routes.reduce((sum, r) => sum + r.errors, 0),
    memory: warmedUp.map(({ port, startMb }) => ({ port, startMb, endMb: rssMb(topology.processes.find((p) => p.port === port)?.child.pid) })),
    errorSamples,
  };
}
