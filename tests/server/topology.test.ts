import { createHmac } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionReply } from '@shared/api/auth';
import { createOrderReply, sandboxCheckoutReply } from '@shared/api/payments';
import { subscriptionReply } from '@shared/api/subscriptions';
import { runMixedLoad } from '../../scripts/topology/mixed-load';
import { nginxBinary, startTopology, type Topology } from '../../scripts/topology/topology';
import { startSmtpPeer, type SmtpPeer } from '../peers/smtp-peer';
import { goodPassword, uniqueEmail } from './support/accounts';
import { joinWorkspace, leaveWorkspace, whenSynced } from './support/workspace-client';
import { testDialect } from './support/test-app';

/**
 * What must agree across server processes, checked through a real nginx in front of three real
 * processes on one PostgreSQL: sessions, limits, exactly-once payment credit, hackathon seats,
 * the mail sender, streams and WebSockets through the proxy, and a shared project edited from
 * every process (its updates pass between processes through LISTEN/NOTIFY). SQLite is one process's own
 * file, so this runs in the PostgreSQL pass.
 */
const sandboxSecret = 'sandbox-secret-for-the-topology-tests';
const signInLimit = 6;

describe.runIf(testDialect === 'postgres' && nginxBinary !== undefined)('three server processes behind nginx', () => {
  let topology: Topology;
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    topology = await startTopology({
      adminDatabaseUrl: process.env.TEST_DATABASE_URL ?? '',
      env: {
        PAYMENT_SANDBOX_SECRET: sandboxSecret,
        SMTP_URL: smtp.url,
        SIGN_IN_RATE_LIMIT_PER_5_MINUTES: String(signInLimit),
        REGISTER_RATE_LIMIT_PER_15_MINUTES: '1000',
        RUNNER_RUN_TIMEOUT_MS: '10000',
      },
    });
  }, 240_000);
  afterAll(async () => {
    await topology?.stop();
    await smtp?.close();
  });

  let address = 0;
  /** A learner signing up through the proxy from an address of their own (X-Forwarded-For, trusted from loopback). */
  async function learner() {
    const email = uniqueEmail('topology');
    const from = `203.0.113.${(++address % 250) + 1}`;
    const res = await fetch(`${topology.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email, password: goodPassword }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const session = sessionReply.parse(await res.json());
    const headers = { authorization: `Bearer ${session.accessToken}`, 'x-forwarded-for': from };
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${topology.url}${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { email, id: session.user.uid, headers, call, refreshCookie: res.headers.getSetCookie().find((c) => c.startsWith('ks_refresh=')) ?? '' };
  }

  it('spreads requests over the three processes, and a session signed in on one holds on every one', async () => {
    const who = await learner();
    const upstreams = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const res = await who.call('GET', '/api/me');
      expect(res.status).toBe(200);
      upstreams.add(res.headers.get('x-upstream') ?? '');
    }
    expect(upstreams.size).toBe(3);
    // The refresh token is in the database: any process renews the session.
    const refreshed = await Promise.all(
      [0, 1, 2].map(async () => {
        const res = await fetch(`${topology.url}/api/auth/refresh`, { method: 'POST', headers: { cookie: who.refreshCookie.split(';')[0] ?? '' } });
        return res.status;
      }),
    );
    expect(refreshed.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
  });

  it('counts the sign-in limit once across processes, per learner address', async () => {
    const who = await learner();
    const attempt = (from: string) =>
      fetch(`${topology.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify({ email: who.email, password: 'not-the-password-1' }) });
    const statuses: number[] = [];
    for (let i = 0; i < signInLimit + 2; i++) statuses.push((await attempt('198.51.100.7')).status);
    expect(statuses.slice(0, signInLimit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(signInLimit)).toEqual([429, 429]);
    // Another learner's address is not held back by it.
    expect((await attempt('198.51.100.8')).status).toBe(401);
  });

  it('credits a payment exactly once when verify calls and the webhook land on different processes, and mails one receipt', async () => {
    const who = await learner();
    const order = createOrderReply.parse(await (await who.call('POST', '/api/payments/create-order', { payment_type: 'subscription', plan: 'monthly' })).json());
    const paid = sandboxCheckoutReply.parse(await (await who.call('POST', '/api/payments/sandbox/checkout', { order_id: order.order_id, outcome: 'succeed' })).json());
    if (paid.outcome !== 'succeeded') throw new Error('sandbox payment failed');
    const { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature } = paid;
    const event = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: paymentId, entity: 'payment', order_id: orderId, amount: 9900, currency: 'INR', status: 'captured' } } },
    });
    const webhook = () =>
      fetch(`${topology.url}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': createHmac('sha256', sandboxSecret).update(event).digest('hex'), 'x-razorpay-event-id': `evt_${paymentId}` },
        body: event,
      });
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => who.call('POST', '/api/payments/verify-payment', { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature, payment_type: 'subscription', plan: 'monthly' })),
      webhook(),
      webhook(),
    ]);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const history = (await (await who.call('GET', '/api/payments')).json()) as { payments: unknown[] };
    expect(history.payments).toHaveLength(1);
    // Three processes poll the one outbox; the receipt goes out once.
    const deadline = Date.now() + 30_000;
    const receipts = async () => {
      const client = new pg.Client({ connectionString: topology.databaseUrl });
      await client.connect();
      try {
        return (await client.query<{ status: string }>('SELECT status FROM mail_outbox WHERE to_address = $1', [who.email])).rows.map((row) => row.status);
      } finally {
        await client.end();
      }
    };
    // Once its row says sent, no sender can claim the receipt again: what SMTP holds then is final.
    while ((await receipts()).join() !== 'sent' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await receipts()).toEqual(['sent']);
    expect(smtp.to(who.email)).toHaveLength(1);
  });

  it('credits a payment exactly once when the process verifying it is killed mid-credit and the learner retries (the full fault suite is npm run test:faults)', async () => {
    const who = await learner();
    const order = createOrderReply.parse(await (await who.call('POST', '/api/payments/create-order', { payment_type: 'subscription', plan: 'monthly' })).json());
    const paid = sandboxCheckoutReply.parse(await (await who.call('POST', '/api/payments/sandbox/checkout', { order_id: order.order_id, outcome: 'succeed' })).json());
    if (paid.outcome !== 'succeeded') throw new Error('sandbox payment failed');
    const verify = { razorpay_payment_id: paid.razorpay_payment_id, razorpay_order_id: paid.razorpay_order_id, razorpay_signature: paid.razorpay_signature, payment_type: 'subscription', plan: 'monthly' };
    const victim = topology.processes[0]!;
    // Straight at one process, so the kill lands on the very process holding the requests.
    const direct = () =>
      fetch(`http://127.0.0.1:${victim.port}/api/payments/verify-payment`, { method: 'POST', headers: { ...who.headers, 'content-type': 'application/json' }, body: JSON.stringify(verify) })
        .then((res) => res.status)
        .catch(() => 0);
    const [statuses] = await Promise.all([Promise.all(Array.from({ length: 20 }, direct)), new Promise((resolve) => setTimeout(resolve, 15)).then(() => victim.kill())]);
    await victim.restart();
    expect(statuses.some((status) => status !== 200)).toBe(true);
    expect((await who.call('POST', '/api/payments/verify-payment', verify)).status).toBe(200);
    const history = (await (await who.call('GET', '/api/payments')).json()) as { payments: unknown[] };
    expect(history.payments).toHaveLength(1);
    expect(subscriptionReply.parse(await (await who.call('GET', '/api/subscription')).json())).toMatchObject({ hasSubscription: true, plan: 'monthly' });
  }, 180_000);

  it('lets exactly three of twenty learners racing through the proxy take a team’s last three seats', async () => {
    const leader = await learner();
    const created = await leader.call('POST', '/api/hackathon/teams', { name: 'Proxy Racers', description: 'Racing through nginx' });
    expect(created.status, await created.clone().text()).toBe(201);
    const team = ((await created.json()) as { data: { code: string } }).data;
    const racers = [];
    for (let i = 0; i < 20; i += 5) racers.push(...(await Promise.all(Array.from({ length: 5 }, () => learner()))));
    const replies = await Promise.all(racers.map((racer) => racer.call('POST', '/api/hackathon/teams/join', { code: team.code })));
    const statuses = replies.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    const upstreams = new Set(replies.map((res) => res.headers.get('x-upstream')));
    expect(upstreams.size).toBeGreaterThan(1);
  });

  it('holds one learner to four programs at a time whichever process runs them', async () => {
    const who = await learner();
    const run = () => who.call('POST', '/api/v2/piston/execute', { language: 'python', version: '*', files: [{ content: 'import time\ntime.sleep(2)\nprint("done")' }] });
    const replies = await Promise.all(Array.from({ length: 9 }, run));
    const refused = await Promise.all(replies.filter((res) => res.status === 429).map(async (res) => ((await res.json()) as { message?: string; error?: { message: string } })));
    const admitted = replies.filter((res) => res.status === 200).length;
    expect(replies.every((res) => [200, 429, 503].includes(res.status))).toBe(true);
    expect(admitted).toBeGreaterThanOrEqual(1);
    expect(admitted).toBeLessThanOrEqual(4);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const body of refused) expect(JSON.stringify(body)).toContain('programs running');
  });

  it('streams the tutor’s answer and a program’s WebSocket through the proxy', async () => {
    const who = await learner();
    const chat = await who.call('POST', '/api/chat', { message: 'What is a variable?', chat_id: 'proxy' });
    expect(chat.status).toBe(200);
    expect(chat.headers.get('content-type')).toContain('text/event-stream');
    expect(await chat.text()).toContain('data:');

    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(`${topology.url.replace('http', 'ws')}/api/v2/piston/connect`, { headers: { 'x-forwarded-for': who.headers['x-forwarded-for'] } });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const output: string[] = [];
    const exited = new Promise<void>((resolve) =>
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { type: string; stream?: string; data?: string; stage?: string };
        if (message.type === 'data' && message.stream === 'stdout') output.push(message.data ?? '');
        if (message.type === 'exit' && message.stage === 'run') resolve();
      }),
    );
    socket.send(JSON.stringify({ type: 'init', token: who.headers.authorization.slice('Bearer '.length), language: 'python', files: [{ name: 'main.py', content: 'print(input().upper())' }] }));
    socket.send(JSON.stringify({ type: 'data', stream: 'stdin', data: 'namaste\n' }));
    await exited;
    socket.close();
    expect(output.join('')).toContain('NAMASTE');
  });

  it('converges a shared project edited by members connected to three different processes', async () => {
    const members = [await learner(), await learner(), await learner()];
    const [owner] = members;
    if (!owner) throw new Error('no owner');
    const created = await owner.call('POST', '/api/workspace/projects', { name: 'Three processes' });
    expect(created.status).toBe(201);
    const { id: projectId } = (await created.json()) as { id: string };
    for (const friend of members.slice(1)) expect((await owner.call('POST', `/api/workspace/projects/${projectId}/collaborators`, { email: friend.email })).status).toBe(200);
    // Each member straight to its own process, so every edit has to cross between processes.
    const replicas = members.map((member, index) =>
      joinWorkspace(`ws://127.0.0.1:${topology.processes[index]?.port ?? 0}/api/workspace/live`, projectId, member.headers.authorization.slice('Bearer '.length)),
    );
    try {
      for (const replica of replicas) await whenSynced(replica);
      replicas[0]?.file('main.py').insert(0, 'print(1)\n');
      await vi.waitFor(() => expect(replicas.map((r) => r.files()['main.py'])).toEqual(['print(1)\n', 'print(1)\n', 'print(1)\n']), { timeout: 10_000, interval: 20 });
      for (let round = 0; round < 10; round++) {
        replicas.forEach((replica, index) => replica.file('main.py').insert(0, `# member ${index} round ${round}\n`));
      }
      await vi.waitFor(
        () => {
          const texts = replicas.map((r) => r.files()['main.py'] ?? '');
          expect(new Set(texts).size).toBe(1);
          for (let round = 0; round < 10; round++) for (const index of [0, 1, 2]) expect(texts[0]).toContain(`# member ${index} round ${round}\n`);
        },
        { timeout: 15_000, interval: 50 },
      );
    } finally {
      replicas.forEach(leaveWorkspace);
    }
  }, 60_000);

  it('tells the other processes of a document’s updates only once another process holds it', async () => {
    const [owner, friend] = [await learner(), await learner()];
    const created = await owner.call('POST', '/api/workspace/projects', { name: 'Alone, then not' });
    const { id: projectId } = (await created.json()) as { id: string };
    expect((await owner.call('POST', `/api/workspace/projects/${projectId}/collaborators`, { email: friend.email })).status).toBe(200);
    const told: string[][] = [];
    const listener = new pg.Client({ connectionString: topology.databaseUrl });
    await listener.connect();
    listener.on('notification', (message) => {
      const fields = (message.payload ?? '').split(' ');
      if (message.channel === 'workspace_updates' && fields[0] === projectId) told.push(fields);
    });
    await listener.query('listen workspace_updates');
    const live = (index: number) => `ws://127.0.0.1:${topology.processes[index]?.port ?? 0}/api/workspace/live`;
    const token = (who: typeof owner) => who.headers.authorization.slice('Bearer '.length);
    const typing = joinWorkspace(live(0), projectId, token(owner));
    const watching = joinWorkspace(live(0), projectId, token(owner));
    const elsewhere: ReturnType<typeof joinWorkspace>[] = [];
    try {
      await whenSynced(typing);
      await whenSynced(watching);
      for (let line = 0; line < 5; line++) typing.file('main.py').insert(0, `# alone ${line}\n`);
      // What another connection to the same process shows is stored.
      await vi.waitFor(() => expect(watching.files()['main.py']?.split('\n').length).toBe(6), { timeout: 10_000, interval: 20 });
      const other = joinWorkspace(live(1), projectId, token(friend));
      elsewhere.push(other);
      await whenSynced(other);
      // The first word of this document is the number the first process reached alone, with no
      // update in it: it told no one while nobody else held the document.
      await vi.waitFor(() => expect(told.length).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
      expect(told[0]?.length).toBe(2);
      typing.file('main.py').insert(0, '# together\n');
      other.file('main.py').insert(0, '# from the other process\n');
      await vi.waitFor(
        () => {
          const texts = [typing, other].map((member) => member.files()['main.py'] ?? '');
          expect(texts[0]).toBe(texts[1]);
          for (const line of ['# together', '# from the other process', '# alone 0', '# alone 4']) expect(texts[0]).toContain(line);
        },
        { timeout: 10_000, interval: 20 },
      );
      // Now both hold it, and each store carries its update to the other.
      expect(told.some((fields) => fields.length === 3)).toBe(true);
    } finally {
      [typing, watching, ...elsewhere].forEach(leaveWorkspace);
      await listener.end();
    }
  }, 60_000);

  it('sends every live connection of a shared project through the proxy to one process', async () => {
    const [owner, friend] = [await learner(), await learner()];
    const projects = await Promise.all(['First', 'Second', 'Third', 'Fourth'].map(async (name) => ((await (await owner.call('POST', '/api/workspace/projects', { name })).json()) as { id: string }).id));
    for (const projectId of projects) expect((await owner.call('POST', `/api/workspace/projects/${projectId}/collaborators`, { email: friend.email })).status).toBe(200);
    const { default: WebSocket } = await import('ws');
    /** The process nginx sent the connection to, from the upgrade's `X-Upstream`. */
    const upstreamOf = (projectId: string, who: typeof owner) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(`${topology.url.replace('http', 'ws')}/api/workspace/live/${projectId}?token=${who.headers.authorization.slice('Bearer '.length)}`);
        socket.on('upgrade', (response) => {
          resolve(String(response.headers['x-upstream']));
          socket.close();
        });
        socket.on('error', reject);
      });
    const routes = await Promise.all(projects.map(async (projectId) => [await upstreamOf(projectId, owner), await upstreamOf(projectId, friend), await upstreamOf(projectId, owner)]));
    for (const [first, ...rest] of routes) for (const other of rest) expect(other).toBe(first);
  });

  it('shows members on different processes each other’s presence, and drops a member who leaves', async () => {
    const [owner, friend] = [await learner(), await learner()];
    const created = await owner.call('POST', '/api/workspace/projects', { name: 'Who is here' });
    const { id: projectId } = (await created.json()) as { id: string };
    expect((await owner.call('POST', `/api/workspace/projects/${projectId}/collaborators`, { email: friend.email })).status).toBe(200);
    const join = (member: typeof owner, index: number) =>
      joinWorkspace(`ws://127.0.0.1:${topology.processes[index]?.port ?? 0}/api/workspace/live`, projectId, member.headers.authorization.slice('Bearer '.length));
    const asha = join(owner, 0);
    asha.provider.awareness.setLocalStateField('user', { name: 'Asha', file: 'main.py' });
    await whenSynced(asha);
    // Ravi's process opens the document after Asha is already here: it asks the others who is.
    const ravi = join(friend, 1);
    try {
      await whenSynced(ravi);
      ravi.provider.awareness.setLocalStateField('user', { name: 'Ravi', file: 'README.md' });
      const seen = (by: typeof asha, who: typeof asha) => by.provider.awareness.getStates().get(who.doc.clientID);
      await vi.waitFor(() => expect(seen(ravi, asha)).toEqual({ user: { name: 'Asha', file: 'main.py' } }), { timeout: 10_000, interval: 20 });
      await vi.waitFor(() => expect(seen(asha, ravi)).toEqual({ user: { name: 'Ravi', file: 'README.md' } }), { timeout: 10_000, interval: 20 });
      // A change of file crosses too.
      asha.provider.awareness.setLocalStateField('user', { name: 'Asha', file: 'app.py' });
      await vi.waitFor(() => expect(seen(ravi, asha)).toEqual({ user: { name: 'Asha', file: 'app.py' } }), { timeout: 10_000, interval: 20 });
      // Her connection closing is what removes her: the provider sends no goodbye of its own.
      const ashaId = asha.doc.clientID;
      leaveWorkspace(asha);
      await vi.waitFor(() => expect(ravi.provider.awareness.getStates().has(ashaId)).toBe(false), { timeout: 10_000, interval: 20 });
    } finally {
      leaveWorkspace(ravi);
    }
  }, 60_000);

  it('serves a short mixed load of learners through the proxy with no errors (the five-minute run is npm run bench:load)', async () => {
    const report = await runMixedLoad(topology, { seconds: 15, learners: 12 });
    expect(report.errorSamples).toEqual([]);
    expect(report.errors).toBe(0);
    expect(report.routes.map((r) => r.route)).toEqual(expect.arrayContaining(['GET /api/lessons/:id', 'POST /api/engagement/heartbeat', 'POST /api/chat', 'POST /api/v2/piston/execute']));
  }, 120_000);
});
