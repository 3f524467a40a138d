import type { ConnectClientMessage, ConnectSignal, ExecuteReply, ExecuteRequest, Runtime, StageResult } from '@shared/api/runner';

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

/** One way of running programs: this machine's sandbox, or a Piston cluster. */
export interface Executor {
  readonly kind: 'local' | 'piston';
  runtimes(): Promise<Runtime[]>;
  execute(request: ExecuteRequest): Promise<ExecuteReply>;
  /** Starts an interactive run; rejects (with an AppError) when it cannot start. */
  connect(init: InitMessage, events: SessionEvents): Promise<InteractiveSession>;
  close(): Promise<void>;
}
