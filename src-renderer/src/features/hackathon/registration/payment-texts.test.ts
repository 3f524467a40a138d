import type { MessageRef } from '@shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { textsOf } from '../../../core/i18n';
import { checkoutDescription, registrationFailureText, registrationPlan, type PaymentKey } from './payment-texts';

const t = textsOf<PaymentKey>('hackathonPayment');
const asSent = (message: string | MessageRef) => (typeof message === 'string' ? message : message.message);

describe('the payment step’s texts (product.md §3.8)', () => {
  it('names the entry by team size', () => {
    expect(checkoutDescription(1, t)).toBe('Individual Warrior');
    expect([2, 3, 4].map((size) => checkoutDescription(size, t))).toEqual(['Team Alliance', 'Team Alliance', 'Team Alliance']);
    expect([registrationPlan(1), registrationPlan(4)]).toEqual(['hackathon_individual', 'hackathon_team']);
  });

  it('words an order failure with the server’s message, or the default', () => {
    const paid = new ApiError(409, 'CONFLICT', 'This registration is already paid.');
    expect(registrationFailureText({ stage: 'order', error: paid }, t, asSent)).toBe('Payment failed: This registration is already paid.');
    expect(registrationFailureText({ stage: 'order', error: new Error('boom') }, t, asSent)).toBe('Payment failed: Failed to create payment order');
  });

  it('words a declined payment and a failed verification', () => {
    expect(registrationFailureText({ stage: 'payment', description: 'Card declined' }, t, asSent)).toBe('Payment failed: Card declined');
    expect(registrationFailureText({ stage: 'verify', error: new ApiError(400, 'BAD_REQUEST', 'x') }, t, asSent)).toBe('Payment verification failed. Please contact support.');
  });
});
