import path from 'node:path';
import { z } from 'zod';
import os from 'node:os';
import { heavyWorkQueueWaitMs } from '@shared/heavy-work/limits';
import type { HeavyWorkConfig } from './heavy-work/pool';
import { defaultRunnerLimits, type RunnerLimits } from './runner/limits';

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAILS: emailList,
  ORGANISER_EMAILS: emailList,
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  RENDERER_DIR: z.string().optional(),
  RESOURCES_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  // Behind a load balancer every request comes from the proxy; these are the proxies whose
  // X-Forwarded-For names the learner (a hop count, 'loopback', or addresses and CIDRs).
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[\w.:/,\s-]+)$/, 'must be a hop count, loopback, or addresses and CIDRs separated by commas')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // 32 bytes as 64 hex characters, or as base64 (the desktop app hands its key over in base64).
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .refine((key) => tokenKeyHex(key) !== undefined, 'must be 32 bytes: 64 hex characters or 44 base64 characters')
    .transform((key) => tokenKeyHex(key) ?? '')
    .optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_AUTHORIZE_URL: z.url().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: z.url().default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  FIREBASE_API_KEY: z.string().optional(),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_APP_ID: z.string().optional(),
  FIREBASE_JWKS_URL: z.url().default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  FIREBASE_ISSUER_BASE: z.url().default('https://securetoken.google.com/'),
  // The Firebase Authentication emulator (host:port, the name Firebase's own tools read): its ID
  // tokens are unsigned, so it is accepted only in development and test (see loadConfig).
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$/i, 'must be host:port, e.g. 127.0.0.1:9099')
    .optional(),
  // Payments: Razorpay when all three are set, otherwise the offline sandbox gateway.
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…').optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // Mail: SMTP through nodemailer when set (smtp://, smtps://), otherwise the outbox table.
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Kodeshala <no-reply@kodeshala.local>'),
  // Test seam for dates: a file holding an ISO instant that the server takes as "now" for
  // learning time and streaks. Honoured only in test mode, refused otherwise (see loadConfig).
  KODESHALA_TEST_MODE: z.enum(['1']).optional(),
  KODESHALA_TEST_CLOCK_FILE: z.string().optional(),
  // The AI tutor: any OpenAI-compatible chat-completions API root; the offline tutor when unset.
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  REGISTER_RATE_LIMIT_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).default(20),
  SIGN_IN_RATE_LIMIT_PER_5_MINUTES: z.coerce.number().int().min(1).max(100_000).default(30),
  // Code execution: a Piston cluster's API root, or this machine's sandboxed toolchains.
  PISTON_URL: z.url().optional(),
  RUNNER_SANDBOX: z.enum(['required', 'if-available', 'plain-process']).default('required'),
  RUNNER_RUN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(defaultRunnerLimits.run.timeoutMs),
  RUNNER_COMPILE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(defaultRunnerLimits.compile.timeoutMs),
  RUNNER_MEMORY_MB: z.coerce.number().int().min(32).max(8192).default(defaultRunnerLimits.run.memoryBytes / 1024 / 1024),
  RUNNER_DISK_MB: z.coerce.number().int().min(8).max(4096).default(defaultRunnerLimits.workBytes / 1024 / 1024),
  RUNNER_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  RUNNER_MEMORY_TOTAL_MB: z.coerce.number().int().min(64).max(1_048_576).optional(),
  RUNNER_MEMORY_CGROUPS: z.enum(['auto', 'off']).default('auto'),
  // Heavy work (files read and drawn) runs in a pool of worker threads beside the request loop.
  HEAVY_WORK_THREADS: z.coerce.number().int().min(1).max(256).optional(),
  HEAVY_WORK_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
  HEAVY_WORK_MEMORY_MB: z.coerce.number().int().min(32).max(16_384).default(256),
  HEAVY_WORK_TIME_LIMIT_MS: z.coerce.number().int().min(1).max(600_000).optional(),
  // The desktop's embedded server: replicate with this platform server (offline-first sync).
  SYNC_REMOTE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The desktop's embedded server: the per-launch secret every request must carry (desktop-access.ts).
  DESKTOP_ACCESS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SYNC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SYNC_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
});

/** The key as 64 hex characters, from hex or base64 of exactly 32 bytes; undefined when it is neither. */
export function tokenKeyHex(key: string): string | undefined {
  if (/^[0-9a-f]{64}$/i.test(key)) return key.toLowerCase();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(key)) return undefined;
  const bytes = Buffer.from(key, 'base64');
  return bytes.length === 32 ? bytes.toString('hex') : undefined;
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

export interface AuthConfig {
  /** Signs access tokens; random per process when unset (sessions then survive through the refresh cookie). */
  secret: string | undefined;
  /** Encrypts provider tokens at rest; without it provider tokens are not kept. */
  tokenEncryptionKey: string | undefined;
  google: (OAuthClientConfig & { issuer: string }) | undefined;
  github: (OAuthClientConfig & { authorizeUrl: string; tokenUrl: string; apiUrl: string }) | undefined;
  firebase:
    | {
        apiKey: string;
        authDomain: string;
        projectId: string;
        appId: string | undefined;
        jwksUrl: string;
        issuerBase: string;
        /** The Authentication emulator's origin: its unsigned tokens are accepted instead of Google's signed ones. */
        emulatorUrl: string | undefined;
      }
    | undefined;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set, otherwise SQLite at `{dataDir}/kodeshala.sqlite`. */
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmails: string[];
  organiserEmails: string[];
  demoPassword: string | undefined;
  /** The built renderer to serve; absent means API only. */
  rendererDir: string | undefined;
  /** Seed content; the caller supplies the default, which depends on how the server is packaged. */
  resourcesDir: string | undefined;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  bodyLimitBytes: number;
  /** Fastify's `trustProxy`: unset means no proxy is trusted and the socket's address is the client's. */
  trustProxy: number | string | undefined;
  version: string;
  auth: AuthConfig;
  payments: PaymentsConfig;
  /** GitHub's REST API root, without a trailing slash: sign-in, the playground and public repository facts. */
  githubApiUrl: string;
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * Tests only: a file whose content (an ISO-8601 instant) is "now" for learning time and streaks.
   * Accepted only with NODE_ENV=test or KODESHALA_TEST_MODE=1, so a deployment cannot run on a
   * made-up date by accident; a request can never set it.
   */
  testClockFile?: string;
  /** The tutor's OpenAI-compatible endpoint; the offline retrieval tutor answers when unset. */
  llm?: { baseUrl: string; apiKey: string | undefined; model: string };
  /** Questions one learner may ask the tutor per minute. */
  chatPerMinute?: number;
  /** Accounts one address may create per 15 minutes; absent means 20. */
  registerPer15Minutes?: number;
  /** E-mail sign-ins one address may try per 5 minutes; absent means 30. */
  signInPer5Minutes?: number;
  runner: {
    /** Forward to this Piston API root instead of running programs here. */
    pistonUrl: string | undefined;
    /** Only the desktop's standalone mode (loopback only) may run code when bubblewrap is missing. */
    allowUnsandboxed: boolean;
    /** The desktop app on Windows and macOS: plain processes over the toolchains on PATH (runner/plain-process.ts). */
    plainProcess: boolean;
    limits: RunnerLimits;
    /** Programs run at once; one per core when unset. */
    concurrency: number | undefined;
    /** Memory all runs together may hold; half the machine's when unset. */
    memoryTotalBytes: number | undefined;
    /** Bound each sandbox with a memory cgroup where the host allows it; off uses the address-space fallback. */
    memoryCgroups: boolean;
  };
  /** The worker-thread pool for heavy work (heavy-work/pool.ts). */
  heavyWork: HeavyWorkConfig;
  /** Set on the desktop's embedded server: only requests carrying it from the app's own origin pass. */
  desktopAccessSecret?: string;
  /**
   * Set on the desktop's embedded server signed in to a platform server: what it replicates with,
   * and the key (hex, from TOKEN_ENCRYPTION_KEY) that seals the platform's tokens it keeps.
   */
  sync?: { remoteUrl: string; timeoutMs: number; intervalMs: number; tokenKey: string | undefined };
}

export interface PaymentsConfig {
  /** Set when all three Razorpay variables are; otherwise payments run through the sandbox gateway. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | undefined;
  /** Signs the sandbox gateway's checkouts and webhooks; random per start when unset. */
  sandboxSecret: string | undefined;
}

export class ConfigError extends Error {}

/**
 * Reads the environment. A bad value stops start-up with one line that names the variable, so a
 * typo in PORT never turns into a confusing crash later.
 */
export function loadConfig(env: NodeJS.ProcessEnv, version: string): AppConfig {
  // An empty variable (`DEMO_PASSWORD=` in a .env file) means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  if (e.KODESHALA_TEST_CLOCK_FILE && e.NODE_ENV !== 'test' && !e.KODESHALA_TEST_MODE) {
    throw new ConfigError('Invalid environment variable KODESHALA_TEST_CLOCK_FILE: honoured only with NODE_ENV=test or KODESHALA_TEST_MODE=1');
  }
  if (e.RUNNER_SANDBOX !== 'required' && !['127.0.0.1', '::1', 'localhost'].includes(e.HOST)) {
    throw new ConfigError(
      `Invalid environment variable RUNNER_SANDBOX: "${e.RUNNER_SANDBOX}" is only for the desktop app on 127.0.0.1; a server that others reach must sandbox their code`,
    );
  }
  if (e.DESKTOP_ACCESS_SECRET && !['127.0.0.1', 'localhost'].includes(e.HOST)) {
    throw new ConfigError('Invalid environment variable DESKTOP_ACCESS_SECRET: only for the desktop app\'s server on 127.0.0.1');
  }
  if (e.FIREBASE_AUTH_EMULATOR_HOST && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid environment variable FIREBASE_AUTH_EMULATOR_HOST: the emulator signs nothing, so it is refused with NODE_ENV=production; set NODE_ENV=development or test to use it',
    );
  }
  const razorpayVars = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayVars.some(Boolean) && !razorpayVars.every(Boolean)) {
    const missing = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'][razorpayVars.findIndex((v) => !v)];
    throw new ConfigError(`Invalid environment variable ${missing}: Razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const memoryBytes = e.RUNNER_MEMORY_MB * 1024 * 1024;
  const heavyThreads = e.HEAVY_WORK_THREADS ?? os.availableParallelism();
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    adminEmails: e.ADMIN_EMAILS,
    organiserEmails: e.ORGANISER_EMAILS,
    demoPassword: e.DEMO_PASSWORD,
    rendererDir: e.RENDERER_DIR ? path.resolve(e.RENDERER_DIR) : undefined,
    resourcesDir: e.RESOURCES_DIR ? path.resolve(e.RESOURCES_DIR) : undefined,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY === undefined ? undefined : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    version,
    payments: {
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET, apiUrl: e.RAZORPAY_API_URL }
          : undefined,
      sandboxSecret: e.PAYMENT_SANDBOX_SECRET,
    },
    githubApiUrl: e.GITHUB_API_URL.replace(/\/$/, ''),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    testClockFile: e.KODESHALA_TEST_CLOCK_FILE ? path.resolve(e.KODESHALA_TEST_CLOCK_FILE) : undefined,
    chatPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
    registerPer15Minutes: e.REGISTER_RATE_LIMIT_PER_15_MINUTES,
    signInPer5Minutes: e.SIGN_IN_RATE_LIMIT_PER_5_MINUTES,
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''), apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : undefined,
    runner: {
      pistonUrl: e.PISTON_URL?.replace(/\/$/, ''),
      allowUnsandboxed: e.RUNNER_SANDBOX !== 'required',
      plainProcess: e.RUNNER_SANDBOX === 'plain-process',
      limits: {
        ...defaultRunnerLimits,
        compile: { ...defaultRunnerLimits.compile, timeoutMs: e.RUNNER_COMPILE_TIMEOUT_MS, memoryBytes },
        run: { ...defaultRunnerLimits.run, timeoutMs: e.RUNNER_RUN_TIMEOUT_MS, memoryBytes },
        workBytes: e.RUNNER_DISK_MB * 1024 * 1024,
      },
      concurrency: e.RUNNER_CONCURRENCY,
      memoryTotalBytes: e.RUNNER_MEMORY_TOTAL_MB === undefined ? undefined : e.RUNNER_MEMORY_TOTAL_MB * 1024 * 1024,
      memoryCgroups: e.RUNNER_MEMORY_CGROUPS === 'auto',
    },
    heavyWork: { threads: heavyThreads, queue: e.HEAVY_WORK_QUEUE ?? heavyThreads * 16, queueWaitMs: heavyWorkQueueWaitMs, memoryMb: e.HEAVY_WORK_MEMORY_MB, timeLimitMs: e.HEAVY_WORK_TIME_LIMIT_MS },
    desktopAccessSecret: e.DESKTOP_ACCESS_SECRET,
    sync: e.SYNC_REMOTE_URL
      ? { remoteUrl: new URL(e.SYNC_REMOTE_URL).origin, timeoutMs: e.SYNC_TIMEOUT_MS, intervalMs: e.SYNC_INTERVAL_MS, tokenKey: e.TOKEN_ENCRYPTION_KEY }
      : undefined,
    auth: {
      secret: e.AUTH_SECRET,
      tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
          : undefined,
      github:
        e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
          ? {
              clientId: e.GITHUB_CLIENT_ID,
              clientSecret: e.GITHUB_CLIENT_SECRET,
              authorizeUrl: e.GITHUB_AUTHORIZE_URL,
              tokenUrl: e.GITHUB_TOKEN_URL,
              apiUrl: e.GITHUB_API_URL.replace(/\/$/, ''),
            }
          : undefined,
      firebase:
        e.FIREBASE_API_KEY && e.FIREBASE_AUTH_DOMAIN && e.FIREBASE_PROJECT_ID
          ? {
              apiKey: e.FIREBASE_API_KEY,
              authDomain: e.FIREBASE_AUTH_DOMAIN,
              projectId: e.FIREBASE_PROJECT_ID,
              appId: e.FIREBASE_APP_ID,
              jwksUrl: e.FIREBASE_JWKS_URL,
              issuerBase: e.FIREBASE_ISSUER_BASE,
              emulatorUrl: e.FIREBASE_AUTH_EMULATOR_HOST ? `http://${e.FIREBASE_AUTH_EMULATOR_HOST}` : undefined,
            }
          : undefined,
    },
  };
}
