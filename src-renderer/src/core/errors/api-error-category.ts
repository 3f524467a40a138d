import { ApiError } from '../../api/api-error';

export interface ApiErrorCategory {
  kind: 'network' | 'server' | 'auth' | 'other';
  title: string;
  message: string;
}

/** product.md §2.8 "API error boundary": what a failed call looks like to the person. */
export function categorizeApiError(error: unknown): ApiErrorCategory {
  const text = error instanceof Error ? error.message : String(error);
  const network =
    (error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT')) ||
    text.includes('Network Error') ||
    text.includes('Failed to fetch');
  if (network) return { kind: 'network', title: 'Connection Problem', message: 'We could not reach Kodeshala. Check your internet connection and try again.' };
  const status = error instanceof ApiError ? error.status : 0;
  if (status >= 500) return { kind: 'server', title: 'Server Error', message: 'Our server had a problem with this request. Please try again in a moment.' };
  if (status === 401 || status === 403) return { kind: 'auth', title: 'Authentication Required', message: 'You need to log in again to continue.' };
  return { kind: 'other', title: 'Something went wrong', message: text || 'Please try again.' };
}
