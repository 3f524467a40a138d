import { heavyWorkMessages } from '@shared/heavy-work/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { adminFailureText } from './admin-toast';

describe('what an organiser reads when an action fails', () => {
  it('shows the heavy-work pool’s own words for a busy export, and the fallback for a bare server error', () => {
    expect(adminFailureText(new ApiError(503, 'UNAVAILABLE', heavyWorkMessages.busy), 'Export failed')).toBe(heavyWorkMessages.busy);
    expect(adminFailureText(new ApiError(422, 'VALIDATION', heavyWorkMessages.exportTooLarge), 'Export failed')).toBe(heavyWorkMessages.exportTooLarge);
    expect(adminFailureText(new ApiError(503, 'BAD_RESPONSE', 'Service Unavailable'), 'Export failed')).toBe('Export failed');
    expect(adminFailureText(new ApiError(500, 'INTERNAL', 'boom'), 'Export failed')).toBe('Export failed');
  });
});
