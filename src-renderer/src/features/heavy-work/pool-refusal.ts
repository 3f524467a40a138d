import { ApiError } from '../../api/api-error';
import './heavy-work-texts';

/**
 * The server's own words when its heavy-work pool refused a file for now (busy, or a file it could
 * not write): they say nothing changed and to try again in a few seconds, which a generic "server
 * error" does not. Null for any other failure.
 */
export function poolRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.status === 503 && error.code === 'UNAVAILABLE' && error.message !== '' ? error.message : null;
}
