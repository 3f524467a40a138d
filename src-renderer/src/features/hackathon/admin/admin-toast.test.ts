import { hackathonMessageTable } from '@shared/hackathon/messages';
import { heavyWorkMessages } from '@shared/heavy-work/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { adminFailureText } from './admin-toast';

describe('what an organiser reads when an action fails', () => {
  it('shows the heavy-work pool’s own words for a busy export, and the fallback for a bare server error', () => {
    expect(adminFailureText(new ApiError(503, 'UNAVAILABLE', heavyWorkMessages.busy), 'Export failed')).toBe(heavyWorkMessages.busy);
    expect(adminFailureText(new ApiError(422, 'VALIDATION', heavyWorkMessages.exportTooLarge), 'Export failed')).toMatchObject({ message: heavyWorkMessages.exportTooLarge });
    expect(adminFailureText(new ApiError(503, 'BAD_RESPONSE', 'Service Unavailable'), 'Export failed')).toBe('Export failed');
    expect(adminFailureText(new ApiError(500, 'INTERNAL', 'boom'), 'Export failed')).toBe('Export failed');
  });

  it('keeps a refusal’s id and values, so the toast says it in the organiser’s language', () => {
    const changed = hackathonMessageTable.ref('changedMeanwhile', { id: 'HK27-ABC' });
    expect(adminFailureText(new ApiError(409, 'CONFLICT', changed), 'Failed to perform bulk update')).toMatchObject(changed);
  });
});
