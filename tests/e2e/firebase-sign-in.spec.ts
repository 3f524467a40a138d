import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/**
 * Firebase sign-in end to end: the real Firebase Authentication emulator (firebase-tools, started
 * here from devDependencies, offline) and a second product instance configured for it, through the
 * real login page and the firebase@12 web SDK. The main instance has no Firebase settings.
 */
const root = path.resolve(import.meta.dirname, '../..');
// A "demo-" project never reaches Google; unique per run, since the emulator hub claims its project.
const projectId = `demo-ks-${Date.now().toString(36)}`;
const password = 'chai-and-code-42';
let emulatorUrl = '';
let appUrl = '';
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}:\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function start(command: string[], options: { cwd: string; env: Record<string, string> }): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, command, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { child, output: () => text };
}

/** An account in the emulator, made through its REST API as Firebase's own SDKs do. */
async function emulatorAccount(email: string): Promise<void> {
  const res = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(res.status).toBe(200);
}

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.in`;

async function openFirebaseForm(page: Page) {
  await page.getByRole('button', { name: 'Continue with Firebase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Firebase' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submit(page: Page, email: string, secret: string) {
  const dialog = await openFirebaseForm(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(secret);
  await dialog.getByRole('button', { name: 'Sign in with Firebase' }).click();
  return dialog;
}

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
const web = path.join(root, 'out/web');
const readManifest = () => JSON.parse(fs.readFileSync(path.join(web, '.vite/manifest.json'), 'utf8')) as Manifest;
const sdkClientOf = (manifest: Manifest) => Object.keys(manifest).find((key) => key.endsWith('features/auth/firebase/firebase-client.ts')) ?? '';

/** What loading a chunk loads with it: its static imports, transitively. */
function withStaticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, seen);
  return seen;
}

/** Words only the Firebase SDK's own code contains. */
function chunkHasSdk(manifest: Manifest, key: string): boolean {
  const code = fs.readFileSync(path.join(web, manifest[key]?.file ?? ''), 'utf8');
  return code.includes('identitytoolkit.googleapis.com') || code.includes('firebase-heartbeat-database');
}

test.describe.configure({ mode: 'serial', timeout: 60_000 });
// The emulator takes a minute of two busy cores to start: `npm run test:firebase` runs this spec
// (KODESHALA_FIREBASE_E2E=1), as after a change to sign-in, and keeps it out of the suite's 45 minutes.
test.skip(process.env.KODESHALA_FIREBASE_E2E !== '1', 'Firebase sign-in runs with npm run test:firebase');

test.beforeAll(async () => {
  // The emulator loads all of firebase-tools first: about 10 s on an idle machine, minutes on a busy one.
  test.setTimeout(400_000);
  const [authPort, hubPort, loggingPort, appPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-firebase-'));
  const host = '127.0.0.1';
  fs.writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({ emulators: { auth: { host, port: authPort }, hub: { host, port: hubPort }, logging: { host, port: loggingPort }, ui: { enabled: false } } }),
  );
  emulatorUrl = `http://${host}:${authPort}`;
  appUrl = `http://localhost:${appPort}`;
  const started = Date.now();
  const emulator = start([path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'), 'emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: dir,
    env: { CI: 'true' },
  });
  const product = start(['--enable-source-maps', 'out/server/main.js'], {
    cwd: root,
    env: {
      // The emulator's tokens are unsigned: the server takes them only outside production.
      NODE_ENV: 'development',
      PORT: String(appPort),
      PUBLIC_URL: appUrl,
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      REGISTER_RATE_LIMIT_PER_15_MINUTES: '1000',
      SIGN_IN_RATE_LIMIT_PER_5_MINUTES: '1000',
      FIREBASE_API_KEY: 'demo-api-key',
      FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: `${host}:${authPort}`,
    },
  });
  await Promise.all([
    waitUntilUp(`${emulatorUrl}/`, emulator.child, emulator.output).then(() =>
      console.log(`Firebase Authentication emulator ready after ${((Date.now() - started) / 1000).toFixed(1)} s`),
    ),
    waitUntilUp(`${appUrl}/api/health`, product.child, product.output),
  ]);
});

test.afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGINT');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
});

test('a server without Firebase settings offers no Firebase sign-in and loads none of its code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Firebase' })).toHaveCount(0);
  const manifest = readManifest();
  const firebaseFiles = [...withStaticImports(manifest, sdkClientOf(manifest))].filter((key) => chunkHasSdk(manifest, key)).map((key) => manifest[key]?.file ?? '');
  expect(firebaseFiles.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => firebaseFiles.some((file) => url.endsWith(file)))).toEqual([]);
});

test('signs in through the emulator and lands signed in with our own session', async ({ page }) => {
  const email = uniqueEmail('firebase');
  await emulatorAccount(email);
  await page.goto(`${appUrl}/login?returnTo=%2Fprofile`);
  // Signed out: the Firebase choice sits with the others.
  await expect(page.getByRole('button', { name: 'Continue with Firebase' })).toBeVisible();
  await captureAtWidths(page, 'firebase-login');
  await submit(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByTestId('profile-menu-button').click();
  await expect(page.getByRole('menu')).toContainText(email);
  // The session is ours (refresh cookie, sent only to /api/auth), not Firebase's, which keeps nothing in the browser.
  await page.reload();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  expect((await page.context().cookies(`${appUrl}/api/auth/refresh`)).map((cookie) => cookie.name)).toContain('ks_refresh');
});

test("shows the emulator's refusals in plain words and stays signed out", async ({ page }) => {
  const email = uniqueEmail('firebase-wrong');
  await emulatorAccount(email);
  await page.goto(`${appUrl}/login`);
  const dialog = await submit(page, email, 'not-the-password');
  await expect(dialog.getByTestId('firebase-error')).toHaveText('Incorrect password. Please try again.');
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await captureAtWidths(page, 'firebase-wrong-password');
  await dialog.getByLabel('Email').fill(uniqueEmail('nobody'));
  await dialog.getByRole('button', { name: 'Sign in with Firebase' }).click();
  await expect(dialog.getByTestId('firebase-error')).toHaveText('No account found with this email address.');
  await expect(page.getByTestId('profile-menu-button')).toHaveCount(0);
});

test('an e-mail that already has a Kodeshala password account is told to sign in that way', async ({ page, playwright }) => {
  const email = uniqueEmail('firebase-taken');
  const kodeshala = await playwright.request.newContext({ baseURL: appUrl });
  expect((await kodeshala.post('/api/auth/register', { data: { email, password } })).status()).toBe(201);
  await kodeshala.dispose();
  await emulatorAccount(email);
  await page.goto(`${appUrl}/login`);
  const dialog = await submit(page, email, password);
  await expect(dialog.getByTestId('firebase-error')).toHaveText('An account with this email already exists. Try signing in with a different method.');
});

test('the Firebase SDK ships in its own chunk, which only the Firebase sign-in imports, on demand', () => {
  const manifest = readManifest();
  const sdkClient = sdkClientOf(manifest);
  expect(sdkClient).not.toBe('');
  const hasSdk = (key: string) => chunkHasSdk(manifest, key);
  const firebaseLoad = withStaticImports(manifest, sdkClient);
  const sdkChunks = [...firebaseLoad].filter(hasSdk);
  expect(sdkChunks.length).toBeGreaterThan(0);
  // No other chunk carries the SDK or loads it with itself, the app's entry included.
  for (const key of Object.keys(manifest).filter((other) => !firebaseLoad.has(other) && manifest[other]?.file.endsWith('.js'))) {
    expect(hasSdk(key), key).toBe(false);
    const loaded = withStaticImports(manifest, key);
    expect(sdkChunks.filter((chunk) => loaded.has(chunk)), key).toEqual([]);
  }
  // Only the login route asks for it, and then only by a dynamic import.
  const askers = Object.keys(manifest).filter((key) => manifest[key]?.dynamicImports?.includes(sdkClient));
  expect(askers).toEqual([expect.stringMatching(/features\/auth\/LoginPage\.tsx$/)]);
});
