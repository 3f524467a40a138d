import { runnerRoutes } from '@shared/api/routes/runner';
import type { ConnectServerMessage, StageResult } from '@shared/api/runner';
import type { MessageRef } from '@shared/i18n/messages';
import { playgroundMessageTable } from '@shared/playground/messages';
import { runEndLine } from '@shared/playground/run-end';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { api, freshAccessToken } from '../../../api/client';
import { playgroundKeys } from '../query-keys';
import { openInteractiveSession, type InteractiveSession } from './interactive-session';
import { LineEditor } from './line-editor';
import type { RunPlan } from './run-plan';
import type { TerminalBridge } from './terminal-bridge';
import { usePlaygroundTexts } from '../playground-texts';
import { useServerText } from '../../../core/i18n';

type ExecutePlan = Extract<RunPlan, { kind: 'execute' }>;
/** product.md §1.4: idle, executing, done. */
export type RunStatus = 'idle' | 'executing' | 'done';

export interface RunResult {
  /** Everything the program and its compiler printed, for the problems tab and the tutor. */
  output: string;
  /** The file names the output can point at. */
  fileNames: string[];
}

const maxKeptOutput = 200_000;
const batchTimeoutMs = 60_000;

/**
 * Runs programs for the playground: interactively over the runner's WebSocket (what the learner
 * types in the terminal becomes the program's input), or in one call with the Input tab's text
 * as stdin when there is some.
 */
export function useRunner(terminal: TerminalBridge, onFinished: (result: RunResult) => void) {
  const t = usePlaygroundTexts();
  const server = useServerText();
  const runtimes = useQuery({
    queryKey: playgroundKeys.runtimes,
    queryFn: () => api(runnerRoutes.runtimes),
    staleTime: 10 * 60_000,
    retry: 1,
  });
  const [status, setStatus] = useState<RunStatus>('idle');
  const session = useRef<InteractiveSession | undefined>(undefined);
  const lineEditor = useRef(new LineEditor());
  // Set by Stop, so the run's last line says the learner stopped it rather than naming a signal.
  const stopPressed = useRef(false);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });

  useEffect(() => {
    terminal.onInput((data) => {
      const current = session.current;
      if (!current) return;
      const edit = lineEditor.current.feed(data);
      if (edit.echo) terminal.write(edit.echo);
      for (const line of edit.lines) current.send(line);
      if (edit.interrupt) current.interrupt();
    });
    return () => {
      terminal.onInput(undefined);
      session.current?.close();
      session.current = undefined;
    };
  }, [terminal]);

  const runBatch = useCallback(
    async (plan: ExecutePlan, stdin: string): Promise<string> => {
      const reply = await api(runnerRoutes.execute, {
        body: { language: plan.language, version: plan.version, files: plan.files, stdin },
        timeoutMs: batchTimeoutMs,
      });
      let output = '';
      const show = (stage: StageResult | undefined, which: 'compile' | 'run') => {
        if (!stage) return;
        if (stage.stdout) terminal.stdout(stage.stdout);
        if (stage.stderr) terminal.stderr(stage.stderr);
        if (stage.message) terminal.warn(server(stage.message));
        output += stage.output;
        if (which === 'run' || stage.code !== 0 || stage.signal) terminal.info(`\r\n${runEndLine({ stage: which, ...stage }, false, t)}`);
      };
      show(reply.compile, 'compile');
      show(reply.run, 'run');
      return output;
    },
    [terminal, t, server],
  );

  const runInteractive = useCallback(
    async (plan: ExecutePlan): Promise<string> => {
      const token = await freshAccessToken();
      if (!token) throw new ApiError(401, 'UNAUTHENTICATED', server('Please sign in to continue.'));
      lineEditor.current.reset();
      stopPressed.current = false;
      return new Promise<string>((resolve, reject) => {
        let output = '';
        let sawExit = false;
        let failure: MessageRef | undefined;
        const onMessage = (message: ConnectServerMessage) => {
          if (message.type === 'data') {
            if (output.length < maxKeptOutput) output += message.data;
            if (message.stream === 'stderr') terminal.stderr(message.data);
            else terminal.stdout(message.data);
          } else if (message.type === 'stage' && message.stage === 'compile') {
            terminal.info(t('compiling'));
          } else if (message.type === 'exit') {
            sawExit = true;
            if (message.message) terminal.warn(`\r\n${server(message.message)}`);
            if (message.stage === 'run' || message.code !== 0) terminal.info(`\r\n${runEndLine(message, stopPressed.current, t)}`);
          } else if (message.type === 'error') {
            failure = message;
          }
        };
        session.current = openInteractiveSession(
          { token, language: plan.language, version: plan.version, files: plan.files },
          {
            message: onMessage,
            closed: () => {
              session.current = undefined;
              if (failure) reject(new Error(server(failure)));
              else if (!sawExit) reject(new Error(server(playgroundMessageTable.ref('noResult'))));
              else resolve(output);
            },
          },
        );
        terminal.focus();
      });
    },
    [terminal, t, server],
  );

  const run = useCallback(
    async (plan: ExecutePlan, stdin: string) => {
      session.current?.close();
      terminal.clear();
      const entry = plan.files[0]?.name ?? '';
      terminal.info(t(stdin ? 'runStartWithInput' : 'runStart', { entry, label: `${plan.label}${plan.version !== '*' ? ` ${plan.version}` : ''}` }));
      setStatus('executing');
      let output = '';
      try {
        output = stdin ? await runBatch(plan, stdin) : await runInteractive(plan);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = playgroundMessageTable.ref('executionFailed', { reason: message });
        terminal.error(`\r\n${server(failed)}`);
        output += `\n${failed.message}`;
      } finally {
        setStatus('done');
      }
      finished.current({ output, fileNames: plan.files.map((f) => f.name) });
    },
    [runBatch, runInteractive, terminal, server, t],
  );

  const stop = useCallback(() => {
    stopPressed.current = true;
    session.current?.interrupt();
  }, []);

  return { run, stop, status, runtimes: runtimes.data };
}
