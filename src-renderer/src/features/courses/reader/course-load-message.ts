import { courseMessages } from '@shared/courses/messages';
import type { MessageRef } from '@shared/i18n/messages';
import { paymentMessages } from '@shared/payments/messages';
import { ApiError } from '../../../api/api-error';

/**
 * product.md §2.8 "Course load": what the reader says when the course could not be loaded. Two of
 * its sentences are the payment page's too (one text, one id), so they are read from there.
 */
export const courseLoadMessages = {
  authentication: paymentMessages.authFailed,
  serverIssues: courseMessages.serverIssues,
  timeout: courseMessages.timedOut,
  forbidden: courseMessages.forbidden,
  serverError: courseMessages.serverError,
  network: paymentMessages.network,
  fallback: courseMessages.loadFailed,
} as const;

export const isNotFound = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'NOT_FOUND';

/** The message to show, by id: a not-found one is the server's own, with the id it could not find. */
export function courseLoadMessage(error: unknown): string | MessageRef {
  if (!(error instanceof ApiError)) return courseLoadMessages.fallback;
  if (error.status === 401 || /authenticat/i.test(error.message)) return courseLoadMessages.authentication;
  // The server's not-found message is the spec's ('Course with ID "{id}" not found'), by its id and values.
  if (error.code === 'NOT_FOUND') return error;
  if (error.code === 'TIMEOUT') return courseLoadMessages.timeout;
  if (error.code === 'NETWORK') return courseLoadMessages.network;
  if (error.status === 403) return courseLoadMessages.forbidden;
  if (error.status === 500) return courseLoadMessages.serverError;
  if (error.status > 500) return courseLoadMessages.serverIssues;
  return courseLoadMessages.fallback;
}

/** product.md §2.2: Log Out is offered only when the error is about signing in. */
export const mentionsAuthentication = (message: string): boolean => /authenticat/i.test(message);
