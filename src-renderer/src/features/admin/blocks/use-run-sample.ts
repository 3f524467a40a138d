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
  problem: string | null;
}

/** Runs a code block through the playground's runner (`/api/v2/piston/execute`), to fill in its expected output. */
export function useRunSample() {
  return useMutation({
    mutationFn: async ({ language, content, stdin }: { language: RunnableLanguage; content: string; stdin?: string }): Promise<SampleRun> => {
      const reply = await api(runnerRoutes.execute, {
        body: { language: sampleRunnerLanguage[language], version: '*', files: [{ content }], stdin: stdin ?? '' },
        timeoutMs: 30_000,
      });
      const stage = reply.run ?? reply.compile;
      const failed = !stage || stage.code !== 0 || stage.signal !== null;
      const problem = stage?.message ?? (failed ? `The sample ended with ${stage?.signal ?? `exit code ${stage?.code ?? 'unknown'}`}.` : null);
      return { output: normaliseOutput(reply.run?.output ?? ''), problem };
    },
  });
}
