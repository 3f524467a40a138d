import { describe, expect, it } from 'vitest';
import { hackathonMessageTable } from '@shared/hackathon/messages';
import { ApiError } from '../../../api/api-error';
import { failureText } from './failure-text';

describe('the text of a failed dashboard call', () => {
  it('is the server’s message when it refused the request', () => {
    expect(failureText(new ApiError(409, 'CONFLICT', 'Team is already full'), 'Failed to join team')).toMatchObject({ message: 'Team is already full' });
    expect(failureText(new ApiError(404, 'NOT_FOUND', 'Invalid team code'), 'Failed to join team')).toMatchObject({ message: 'Invalid team code' });
  });

  it('keeps the refusal’s id and values, so it is shown in the reader’s language', () => {
    const taken = hackathonMessageTable.ref('addressInTeam', { email: 'a@example.com' });
    expect(failureText(new ApiError(409, 'CONFLICT', taken), 'Failed')).toMatchObject(taken);
  });

  it('is the fallback for a server failure, a lost connection or anything else', () => {
    expect(failureText(new ApiError(500, 'INTERNAL', 'Something went wrong (request r-1).'), 'Failed to join team')).toBe('Failed to join team');
    expect(failureText(new ApiError(0, 'NETWORK', 'Network error.'), 'Failed to join team')).toBe('Failed to join team');
    expect(failureText(new Error('boom'), 'Failed to join team')).toBe('Failed to join team');
  });
});
