import type { UseFormReturnType } from '@mantine/form';
import { issueMessage } from '@shared/admin/issue-message';
import type { MessageRef } from '@shared/i18n/messages';
import type { z } from 'zod';

/**
 * Validates an admin form with the shared request schema the server uses (src-shared/admin/content.ts):
 * `toBody` turns the form's values into the request, and `fieldOf` maps a request path back to the
 * form field that holds it (a lesson's `blocks.2.content` is the form's `blocks.2.body.content`).
 * Each refused field gets its message by id, which the form says in the author's language.
 */
/** The message of each refused field, by the field's path. */
export type FieldMessages = Record<string, MessageRef>;

export function schemaResolver<Values>(schema: z.ZodType, toBody: (values: Values) => unknown, fieldOf: (path: string) => string = (path) => path) {
  return (values: Values): FieldMessages => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return {};
    const errors: FieldMessages = {};
    for (const issue of result.error.issues) errors[fieldOf(issue.path.map(String).join('.'))] ??= issueMessage(issue);
    return errors;
  };
}

/**
 * Each named field's input props, so a form's markup names no field by a string: the lint rule
 * that keeps words out of translated screens reads every string in JSX as text.
 */
export function inputsOf<Values, Field extends string>(form: UseFormReturnType<Values>, fields: readonly Field[]) {
  return Object.fromEntries(fields.map((field) => [field, form.getInputProps(field)])) as Record<Field, ReturnType<UseFormReturnType<Values>['getInputProps']>>;
}

/** The number an order field holds, or undefined when it is empty. */
export const orderValue = (order: number | string): number | undefined => (typeof order === 'number' ? order : order.trim() === '' ? undefined : Number(order));

/** An update body: the create body without its id, which never changes after creation. */
export function omitId<T extends { id: unknown }>(value: T): Omit<T, 'id'> {
  const copy: Partial<T> = { ...value };
  delete copy.id;
  return copy as Omit<T, 'id'>;
}
