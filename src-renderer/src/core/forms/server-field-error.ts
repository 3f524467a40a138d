import { ApiError } from '../../api/api-error';

/**
 * The field a server 400 VALIDATION reply names, when it is one of the form's own fields. The
 * server words those replies `Invalid <dotted path>: <message>` (src-server/http/error-handler.ts),
 * so the message can stand beside the field instead of in a toast.
 */
export function serverFieldError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION') return null;
  const match = /^Invalid ([\w.]+): (.+)$/s.exec(error.message);
  const field = fields.find((candidate) => candidate === match?.[1]);
  return field && match?.[2] ? { field, message: match[2] } : null;
}
