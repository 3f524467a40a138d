import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { checkoutDescription, registrationFailureText, registrationPlan } from './payment-texts';

describe('the payment step’s texts (product.md §3.8)', () => {
  it('names the entry by team size', () => {
    expect(checkoutDescription(1)).toBe('Individual Warrior');
    expect([2, 3, 4].map(checkoutDescription)).toEqual(['Team Alliance', 'Team Alliance', 'Team Alliance']);
    expect([registrationPlan(1), registrationPlan(4)]).toEqual(['hackathon_individual', 'hackathon_team']);
  });

  it('words an order failure with the server’s message, or the default', () => {
    const paid = new ApiError(409, 'CONFLICT', 'This registration is already paid.');
    expect(registrationFailureText({ stage: 'order', error: paid })).toBe('Payment failed: This registration is already paid.');
    expect(registrationFailureText({ stage: 'order', error: new Error('boom') })).toBe('Payment failed: Failed to create payment order');
  });

  it('words a declined payment and a failed verification', () => {
    expect(registrationFailureText({ stage: 'payment', description: 'Card declined' })).toBe('Payment failed: Card declined');
    expect(registrationFailureText({ stage: 'verify', error: new ApiError(400, 'BAD_REQUEST', 'x') })).toBe('Payment verification failed. Please contact support.');
  });
});
