import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { createOrderErrorMessage, verifyErrorMessage } from './payment-errors';

describe('payment error messages (product.md §1.8)', () => {
  it('maps create-order failures to the spec texts', () => {
    expect(createOrderErrorMessage(new ApiError(0, 'TIMEOUT', 'x')).message).toBe('Request timeout. Please check your internet connection and try again.');
    expect(createOrderErrorMessage(new ApiError(0, 'NETWORK', 'x')).message).toBe('Network error. Please check your internet connection.');
    expect(createOrderErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'x')).message).toBe('Authentication failed. Please log in again.');
    expect(createOrderErrorMessage(new ApiError(400, 'BAD_REQUEST', 'x')).message).toBe('Invalid payment request. Please refresh the page and try again.');
    expect(createOrderErrorMessage(new ApiError(500, 'INTERNAL', 'x')).message).toMatch(/^Payment gateway error \(500\)/);
    expect(createOrderErrorMessage(new ApiError(429, 'RATE_LIMITED', 'Too many payment attempts')).message).toBe('Too many payment attempts');
    expect(createOrderErrorMessage(new Error('boom')).message).toBe('Failed to create order. Please try again.');
  });

  it('keeps the server’s verification reason', () => {
    expect(verifyErrorMessage(new ApiError(400, 'BAD_REQUEST', 'Payment verification failed: the payment signature is not valid.')).message).toBe(
      'Payment verification failed: the payment signature is not valid.',
    );
    expect(verifyErrorMessage(new ApiError(409, 'CONFLICT', 'already used')).message).toBe('Payment verification failed: already used');
  });

  it('names each message by its id, with the values it was built from', () => {
    expect(createOrderErrorMessage(new ApiError(502, 'UNAVAILABLE', 'x'))).toMatchObject({ messageId: 'payments.gatewayError', messageValues: { status: 502 } });
    expect(verifyErrorMessage(new Error('boom'))).toMatchObject({ messageId: 'payments.verificationRetry' });
  });
});
