import { courseMessageTable } from '@shared/courses/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { courseLoadMessage, courseLoadMessages, mentionsAuthentication } from './course-load-message';

describe('courseLoadMessage', () => {
  it('names each failure with the spec text', () => {
    expect(courseLoadMessage(new ApiError(401, 'UNAUTHENTICATED', 'Sign in first.'))).toBe(courseLoadMessages.authentication);
    expect(courseLoadMessage(new ApiError(0, 'TIMEOUT', 'x'))).toBe(courseLoadMessages.timeout);
    expect(courseLoadMessage(new ApiError(0, 'NETWORK', 'x'))).toBe(courseLoadMessages.network);
    expect(courseLoadMessage(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(courseLoadMessages.forbidden);
    expect(courseLoadMessage(new ApiError(500, 'INTERNAL', 'x'))).toBe(courseLoadMessages.serverError);
    expect(courseLoadMessage(new ApiError(503, 'UNAVAILABLE', 'x'))).toBe(courseLoadMessages.serverIssues);
    expect(courseLoadMessage(new ApiError(400, 'VALIDATION', 'x'))).toBe(courseLoadMessages.fallback);
    expect(courseLoadMessage(new Error('boom'))).toBe(courseLoadMessages.fallback);
  });

  it('shows a not-found message as the server wrote it', () => {
    const notFound = new ApiError(404, 'NOT_FOUND', courseMessageTable.ref('courseNotFound', { id: 'nope' }));
    expect(courseLoadMessage(notFound)).toMatchObject({ message: 'Course with ID "nope" not found', messageId: 'courses.courseNotFound', messageValues: { id: 'nope' } });
  });

  it('offers Log Out only for authentication failures', () => {
    expect(mentionsAuthentication(courseLoadMessages.authentication)).toBe(true);
    expect(mentionsAuthentication(courseLoadMessages.forbidden)).toBe(false);
  });
});
