import type { FormErrors } from '@mantine/form';
import { issueMessageRef } from '@shared/i18n/issue-message';
import type { z } from 'zod';
import { serverTextOf } from '../i18n';

/**
 * Validates a Mantine form with a zod 4 schema: each issue becomes the error of its dotted path
 * (`socialLinks.github`), the first issue of a path winning, as the server reports the first too.
 * Mantine's own `zodResolver` reads zod 3's `error.errors`, which zod 4 no longer has. A message
 * of a feature's table (by the id a refinement gave it, or found by its English) is shown in the
 * interface's language.
 */
export function zodResolver<Values>(schema: z.ZodType<unknown, Values>): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      // The shared schemas speak the spec's English; the learner reads the error in their language.
      errors[path] ??= serverTextOf(issueMessageRef(issue));
    }
    return errors;
  };
}
