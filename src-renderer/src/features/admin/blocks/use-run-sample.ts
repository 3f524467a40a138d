import { sampleRunnerLanguage } from '@shared/admin/block-templates';
import { normaliseOutput } from '@shared/assignments/rules';
import { runnerRoutes } from '@shared/api/routes/runner';
import type { RunnableLanguage } from '@shared/courses/blocks';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

export interface SampleRun {
  /** What the sample printed, as the reader and the library check compare it. */
  output: string;
  /** Set when the program failed or a limit stopped it: the author should look before keeping the output. */
  problem: SampleProblem | null;
}

/** Why a sample's output needs a look: the runner's own message, a signal, or an exit code (the screen words it). */
export type SampleProblem = { kind: 'message'; message: string } | { kind: 'signal'; signal: string } | { kind: 'code'; code: string };

function problemOf(stage: { message?: string | null; signal: string | null; code: number | null } | undefined): SampleProblem | null {
  if (stage?.message) return { kind: 'message', message: stage.message };
  if (stage && stage.code === 0 && stage.signal === null) return null;
  if (stage?.signal) return { kind: 'signal', signal: stage.signal };
  return { kind: 'code', code: String(stage?.code ?? 'unknown') };
}

/** Runs a code block through the playground's runner (`/api/v2/piston/execute`), to fill in its expected output. */
export function useRunSample() {
  return useMutation({
    mutationFn: async ({ language, content, stdin }: { language: RunnableLanguage; content: string; stdin?: string }): Promise<SampleRun> => {
      const reply = await api(runnerRoutes.execute, {
        body: { language: sampleRunnerLanguage[language], version: '*', files: [{ content }], stdin: stdin ?? '' },
        timeoutMs: 30_000,
      });
      return { output: normaliseOutput(reply.run?.output ?? ''), problem: problemOf(reply.run ?? reply.compile) };
    },
  });
}
