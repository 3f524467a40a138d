import type { MessageRef } from '@shared/i18n/messages';
import { ApiError } from '../../api/api-error';

/**
 * The field a server 400 VALIDATION reply names, when it is one of the form's own fields. The
 * server sends those replies as `http.invalidField` with the dotted path as `where` and the reason
 * as `reason` (src-server/http/error-handler.ts), a message of its own when it has an id, so the
 * reason can stand beside the field, in the reader's language, instead of in a toast.
 */
export function serverFieldError<Field extends string>(error: unknown, fields: readonly Field[]): { field: Field; message: MessageRef } | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION' || error.messageId !== 'http.invalidField') return null;
  const where = error.messageValues?.['where'];
  const reason = error.messageValues?.['reason'];
  const field = fields.find((candidate) => candidate === where);
  if (!field || reason === undefined) return null;
  return { field, message: typeof reason === 'object' ? reason : { message: String(reason) } };
}
