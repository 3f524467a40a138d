import { ApiError } from '../../../api/api-error';

/** product.md §2.8 "Course load": what the reader says when the course could not be loaded. */
export const courseLoadMessages = {
  authentication: 'Authentication failed. Please log in again.',
  serverIssues: 'Server is currently experiencing issues. Please try again later.',
  timeout: 'Request timed out. Please check your internet connection and try again.',
  forbidden: 'Access denied. Please check your subscription or log in again.',
  serverError: 'Server error. Our team has been notified. Please try again later.',
  network: 'Network error. Please check your internet connection.',
  fallback: 'Failed to load course data',
} as const;

export const isNotFound = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'NOT_FOUND';

export function courseLoadMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return courseLoadMessages.fallback;
  if (error.status === 401 || /authenticat/i.test(error.message)) return courseLoadMessages.authentication;
  // The server's not-found text is the spec's ('Course with ID "{id}" not found'), shown as it is.
  if (error.code === 'NOT_FOUND') return error.message;
  if (error.code === 'TIMEOUT') return courseLoadMessages.timeout;
  if (error.code === 'NETWORK') return courseLoadMessages.network;
  if (error.status === 403) return courseLoadMessages.forbidden;
  if (error.status === 500) return courseLoadMessages.serverError;
  if (error.status > 500) return courseLoadMessages.serverIssues;
  return courseLoadMessages.fallback;
}

/** product.md §2.2: Log Out is offered only when the error is about signing in. */
export const mentionsAuthentication = (message: string): boolean => /authenticat/i.test(message);
