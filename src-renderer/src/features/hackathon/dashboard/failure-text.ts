import type { MessageRef } from '@shared/i18n/messages';
import { ApiError } from '../../../api/api-error';

/**
 * What a failed call's notification says: the server's own sentence when it refused the request
 * (a 4xx such as 'Team is already full'), else the screen's fallback (product.md §3.8), since a
 * 5xx or a lost connection says nothing the person can act on in this place. The refusal is the
 * error itself, so its message id and values reach the translation.
 */
export function failureText(error: unknown, fallback: string): string | MessageRef {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error;
  return fallback;
}
