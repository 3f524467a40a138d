import { submitAssignmentBody, type SubmitAssignmentBody } from '@shared/api/assignments';
import { z } from 'zod';

/** The modal's fields: the server's rules, with an empty URL or note meaning none (product.md §2.5). */
export const submitForm = z.object({
  solution: submitAssignmentBody.shape.solution,
  submissionUrl: z.union([z.literal(''), submitAssignmentBody.shape.submissionUrl.unwrap()]),
  notes: z.union([z.literal(''), submitAssignmentBody.shape.notes.unwrap()]),
});
export type SubmitFormValues = z.infer<typeof submitForm>;

export const submitFields = ['solution', 'submissionUrl', 'notes'] as const;

export function submitBody(values: SubmitFormValues): SubmitAssignmentBody {
  const url = values.submissionUrl.trim();
  const notes = values.notes.trim();
  return { solution: values.solution, ...(url ? { submissionUrl: url } : {}), ...(notes ? { notes } : {}) };
}
