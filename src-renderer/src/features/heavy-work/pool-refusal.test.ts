import { heavyWorkMessages } from '@shared/heavy-work/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { poolRefusal } from './pool-refusal';

describe('the heavy-work pool’s refusal', () => {
  it('is the server’s own message for a 503 it answered, and nothing for other failures', () => {
    expect(poolRefusal(new ApiError(503, 'UNAVAILABLE', heavyWorkMessages.busy))).toBe(heavyWorkMessages.busy);
    expect(poolRefusal(new ApiError(503, 'BAD_RESPONSE', 'Service Unavailable'))).toBeNull();
    expect(poolRefusal(new ApiError(500, 'INTERNAL', 'x'))).toBeNull();
    expect(poolRefusal(new ApiError(0, 'NETWORK', 'x'))).toBeNull();
    expect(poolRefusal(new Error(heavyWorkMessages.busy))).toBeNull();
  });
});
