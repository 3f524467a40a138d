import { emptyResume } from '@shared/resume/resume';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { saveFailure } from './resume-api';

describe('saveFailure', () => {
  it('a 409 with the stored copy is a conflict carrying that copy', () => {
    const current = { ...emptyResume(), firstName: 'Asha', updatedAt: '2026-01-02T03:04:05.000Z' };
    const error = new ApiError(409, 'CONFLICT', 'changed elsewhere', { error: { code: 'CONFLICT', message: 'changed elsewhere' }, current });
    expect(saveFailure(error)).toEqual({ kind: 'conflict', current });
  });

  it('no answer, a timeout or a server error is worth retrying', () => {
    expect(saveFailure(new ApiError(0, 'NETWORK', 'Network error.'))).toEqual({ kind: 'offline' });
    expect(saveFailure(new ApiError(0, 'TIMEOUT', 'Request timeout.'))).toEqual({ kind: 'offline' });
    expect(saveFailure(new ApiError(503, 'INTERNAL', 'down'))).toEqual({ kind: 'offline' });
    expect(saveFailure(new ApiError(429, 'RATE_LIMITED', 'Too many requests'))).toEqual({ kind: 'offline' });
    // The same save sent again while the server still applies its first copy.
    expect(saveFailure(new ApiError(409, 'CONFLICT', 'This change is still being saved; try again in a moment.', undefined, '1'))).toEqual({ kind: 'offline' });
    expect(saveFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
  });

  it('a 409 without the stored copy and without Retry-After is shown in the server’s words', () => {
    expect(saveFailure(new ApiError(409, 'CONFLICT', 'Changed elsewhere.'))).toEqual({ kind: 'refused', message: 'Changed elsewhere.' });
  });

  it('a refusal is shown in the server’s words and not retried', () => {
    expect(saveFailure(new ApiError(400, 'VALIDATION', 'Invalid resume.email: Invalid email format'))).toEqual({ kind: 'refused', message: 'Invalid resume.email: Invalid email format' });
    expect(saveFailure(new ApiError(401, 'UNAUTHENTICATED', 'Please login to save resume'))).toEqual({ kind: 'refused', message: 'Please login to save resume' });
  });
});
