import type { ConnectClientMessage, ConnectSignal, ExecuteReply, ExecuteRequest, InstallHint, Runtime, StageResult } from '@shared/api/runner';

export type InitMessage = Extract<ConnectClientMessage, { type: 'init' }>;

/** What an interactive session reports as the program runs (Piston's `/connect` messages). */
export interface SessionEvents {
  runtime(language: string, version: string): void;
  stage(stage: 'compile' | 'run'): void;
  data(stream: 'stdout' | 'stderr', text: string): void;
  exit(stage: 'compile' | 'run', result: Pick<StageResult, 'code' | 'signal' | 'message'>): void;
}

export interface InteractiveSession {
  write(text: string): void;
  signal(signal: ConnectSignal): void;
  /** Settles when the program and its sandbox are gone. */
  done: Promise<void>;
}

/** A language this executor knows: its installed version, or how to install it (null when it runs). */
export interface Toolchain {
  language: string;
  aliases: string[];
  version: string | null;
  hint: InstallHint | null;
}

/** One way of running programs: this machine's sandbox, or a Piston cluster. */
export interface Executor {
  readonly kind: 'local' | 'piston';
  /** The local executor's sandbox backend (backend.ts); undefined when it has none. */
  readonly backend?: 'bubblewrap' | 'prlimit' | 'plain-process';
  runtimes(): Promise<Runtime[]>;
  /** Every language it knows, installed or not. */
  toolchains(): Promise<Toolchain[]>;
  execute(request: ExecuteRequest): Promise<ExecuteReply>;
  /** Starts an interactive run; rejects (with an AppError) when it cannot start. */
  connect(init: InitMessage, events: SessionEvents): Promise<InteractiveSession>;
  close(): Promise<void>;
}
