import { createFormContext } from '@mantine/form';
import { contactProblems } from '@shared/resume/contact-rules';
import { resumeSchema, type Resume } from '@shared/resume/resume';
import { zodResolver } from '../../core/forms/zod-resolver';

/** The whole resume as one form, shared by the header, the steps and the preview. */
export const [ResumeFormProvider, useResumeFormContext, useResumeForm] = createFormContext<Resume>();

const schemaErrors = zodResolver(resumeSchema);

/**
 * The form's checks: the server's rules field by field (resumeSchema), and the contact step's
 * required fields and formats with product.md §2.5's words, which win where both speak.
 */
export function validateResume(values: Resume): Record<string, string> {
  const errors: Record<string, string> = { ...(schemaErrors(values) as Record<string, string>) };
  for (const { field, message } of contactProblems(values)) errors[field] = message;
  return errors;
}
