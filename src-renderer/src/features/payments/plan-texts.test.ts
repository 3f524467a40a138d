import { paymentMessageTable, paymentMessages } from '@shared/payments/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { serverTextOf, setAppLanguage } from '../../core/i18n';
import './plan-texts';

describe('payment messages in Hindi and Telugu', () => {
  it('keeps English as the spec wrote it', () => {
    expect(serverTextOf(paymentMessageTable.ref('gatewayError', { status: 502 }))).toBe(paymentMessages.gatewayError({ status: 502 }));
  });

  it('translates fixed messages and those with values by id, a value that is our message translated too', async () => {
    await setAppLanguage('hi');
    try {
      expect(serverTextOf(paymentMessageTable.ref('network'))).toBe('नेटवर्क की दिक्कत है। कृपया अपना इंटरनेट चेक करें।');
      expect(serverTextOf(paymentMessageTable.ref('paymentFailed', { description: paymentMessages.bankDeclined }))).toBe(
        'Payment नहीं हुआ: बैंक ने payment मना कर दिया। कृपया फिर से कोशिश करें या support से संपर्क करें।',
      );
      // As the server sends it: the English, the id and the values.
      const refused = new ApiError(400, 'BAD_REQUEST', { message: 'Payment verification failed: x', messageId: 'payments.verificationFailed', messageValues: { reason: 'x' } });
      expect(serverTextOf(refused)).toBe('Payment की पुष्टि नहीं हो सकी: x');
      await setAppLanguage('te');
      expect(serverTextOf(paymentMessageTable.ref('gatewayError', { status: 502 }))).toBe('Payment gateway లోపం (502). దయచేసి కొన్ని నిమిషాల తర్వాత మళ్ళీ ప్రయత్నించండి.');
      expect(serverTextOf('Something new')).toBe('Something new');
    } finally {
      await setAppLanguage('en');
    }
  });
});
