import { z } from 'zod';
import { sentMessageValues } from '../i18n/message-schema';
import { messageRefinement } from '../i18n/issue-message';
import { runnerMessageTable, runnerMessages } from '../runner/messages';
import { text } from './text';

/**
 * Piston's v2 protocol (https://github.com/engineer-man/piston#api-v2), which our
 * `/api/v2/piston/*` routes speak so that any Piston client works against us and we can forward to
 * a Piston cluster. Limits are checked on the server (src-server/runner); these shapes only say
 * what travels.
 */
export const runnerFile = z.object({
  name: text().max(255).optional(),
  content: text(),
  encoding: z.enum(['utf8', 'base64', 'hex']).optional(),
});
export type RunnerFile = z.infer<typeof runnerFile>;

export const executeRequest = z.object({
  language: text().min(1, runnerMessages.chooseLanguage).max(64),
  version: text().max(64).default('*'),
  files: z.array(runnerFile).min(1, runnerMessages.noFiles).max(64),
  stdin: text().default(''),
  args: z.array(text().max(4096)).max(64).default([]),
  compile_timeout: z.number().int().positive().optional(),
  run_timeout: z.number().int().positive().optional(),
  compile_memory_limit: z.number().int().optional(),
  run_memory_limit: z.number().int().optional(),
});
export type ExecuteRequest = z.infer<typeof executeRequest>;

export const stageResult = z.object({
  stdout: z.string(),
  stderr: z.string(),
  output: z.string(),
  code: z.number().int().nullable(),
  signal: z.string().nullable(),
  /** Ours, beyond Piston: set when a limit stopped the stage, in words a learner can act on. */
  message: z.string().nullable().optional(),
});
export type StageResult = z.infer<typeof stageResult>;

export const executeReply = z.object({
  language: z.string(),
  version: z.string(),
  /** Left out when compiling failed: the program was not run. */
  run: stageResult.optional(),
  compile: stageResult.optional(),
});
export type ExecuteReply = z.infer<typeof executeReply>;

export const runtime = z.object({
  language: z.string(),
  version: z.string(),
  aliases: z.array(z.string()),
  runtime: z.string().optional(),
});
export const runtimesReply = z.array(runtime);
export type Runtime = z.infer<typeof runtime>;

/**
 * The signal names Piston's `/connect` accepts (its `SIGNALS` table): Linux's 1 to 31 and the
 * real-time ones, SIGRTMIN, SIGRTMIN+1 … SIGRTMAX-1, SIGRTMAX.
 */
export const connectSignals: readonly string[] = [
  ...['SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGKILL', 'SIGUSR1', 'SIGSEGV'],
  ...['SIGUSR2', 'SIGPIPE', 'SIGALRM', 'SIGTERM', 'SIGSTKFLT', 'SIGCHLD', 'SIGCONT', 'SIGSTOP', 'SIGTSTP', 'SIGTTIN'],
  ...['SIGTTOU', 'SIGURG', 'SIGXCPU', 'SIGXFSZ', 'SIGVTALRM', 'SIGPROF', 'SIGWINCH', 'SIGIO', 'SIGPWR', 'SIGSYS'],
  'SIGRTMIN',
  ...Array.from({ length: 15 }, (_, i) => `SIGRTMIN+${i + 1}`),
  ...Array.from({ length: 14 }, (_, i) => `SIGRTMAX-${14 - i}`),
  'SIGRTMAX',
];

/**
 * Interactive runs over a WebSocket at `/api/v2/piston/connect`, shaped like Piston's own
 * `/connect`. Browsers cannot set headers on a WebSocket, so the access token travels in the
 * first message rather than in the URL (URLs end up in logs).
 */
export const connectClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('init'),
    token: text().min(1),
    language: text().min(1).max(64),
    version: text().max(64).default('*'),
    files: z.array(runnerFile).min(1).max(64),
    args: z.array(text().max(4096)).max(64).default([]),
  }),
  z.object({ type: z.literal('data'), stream: z.literal('stdin'), data: text().max(65_536) }),
  z.object({
    type: z.literal('signal'),
    signal: text().superRefine((name, ctx) => {
      if (!connectSignals.includes(name)) ctx.addIssue({ code: 'custom', ...messageRefinement(runnerMessageTable.ref('notASignal', { signal: name })) });
    }),
  }),
]);
export type ConnectClientMessage = z.infer<typeof connectClientMessage>;
export type ConnectSignal = Extract<ConnectClientMessage, { type: 'signal' }>['signal'];

export const connectServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('runtime'), language: z.string(), version: z.string() }),
  z.object({ type: z.literal('stage'), stage: z.enum(['compile', 'run']) }),
  z.object({ type: z.literal('data'), stream: z.enum(['stdout', 'stderr']), data: z.string() }),
  z.object({
    type: z.literal('exit'),
    stage: z.enum(['compile', 'run']),
    code: z.number().int().nullable(),
    signal: z.string().nullable(),
    message: z.string().nullable().optional(),
  }),
  // A refusal by id (src-shared/i18n/messages.ts) names it, as an error reply does.
  z.object({
    type: z.literal('error'),
    message: z.string(),
    messageId: z.string().optional(),
    messageValues: sentMessageValues.optional(),
  }),
]);
export type ConnectServerMessage = z.infer<typeof connectServerMessage>;

/** Where a language's toolchain comes from: a download page and, where there is one, a command. */
export const installHint = z.object({ url: z.string(), command: z.string().nullable() });
export type InstallHint = z.infer<typeof installHint>;

/**
 * Where a language runs (src-shared/runner/placement.ts): `here` on this computer's toolchain,
 * `platform` on the platform server's runner (the desktop signed in to one, when online), or
 * `install` when this computer needs the toolchain first.
 */
export const runPlacement = z.enum(['here', 'platform', 'install']);
export type RunPlacement = z.infer<typeof runPlacement>;

export const toolchainsReply = z.object({
  /** `server`: the platform server runs everything it lists; `standalone` and `sync`: the desktop app's embedded server. */
  mode: z.enum(['server', 'standalone', 'sync']),
  backend: z.enum(['bubblewrap', 'prlimit', 'plain-process', 'piston']).nullable(),
  /** Sync mode only: whether the platform server answers now. */
  platformOnline: z.boolean().nullable(),
  languages: z.array(z.object({ language: z.string(), version: z.string().nullable(), runs: runPlacement, hint: installHint.nullable() })),
});
export type ToolchainsReply = z.infer<typeof toolchainsReply>;
