import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { categorizeApiError } from './api-error-category';

describe('categorizeApiError', () => {
  it('calls unreachable servers and timeouts a connection problem', () => {
    expect(categorizeApiError(new ApiError(0, 'NETWORK', 'Network error.')).title).toBe('Connection Problem');
    expect(categorizeApiError(new ApiError(0, 'TIMEOUT', 'Request timeout.')).title).toBe('Connection Problem');
    expect(categorizeApiError(new TypeError('Failed to fetch')).title).toBe('Connection Problem');
  });

  it('separates server faults from sign-in problems and the rest', () => {
    expect(categorizeApiError(new ApiError(503, 'UNAVAILABLE', 'down')).title).toBe('Server Error');
    expect(categorizeApiError(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toMatchObject({ title: 'Authentication Required', message: 'You need to log in again to continue.' });
    expect(categorizeApiError(new ApiError(403, 'FORBIDDEN', 'x')).kind).toBe('auth');
    expect(categorizeApiError(new ApiError(404, 'NOT_FOUND', 'No such course.'))).toMatchObject({ title: 'Something went wrong', message: 'No such course.' });
  });
});
