import { z } from 'zod';
import { text } from '../api/text';

/**
 * What the learner is looking at when they ask the tutor. The renderer sends ids for
 * lessons, never lesson text: the server loads the lesson itself and uses it only if the learner
 * may read it. Playground context carries the learner's own files and last run output.
 */
export const tutorContext = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lesson'), courseId: text().max(200), lessonId: text().max(200) }),
  z.object({
    kind: z.literal('playground'),
    files: z
      .array(z.object({ name: text().max(255), content: text().max(100_000) }))
      .max(20),
    activeFile: text().max(255).optional(),
    language: text().max(64).optional(),
    lastOutput: text().max(20_000).optional(),
  }),
]);
export type TutorContext = z.infer<typeof tutorContext>;
