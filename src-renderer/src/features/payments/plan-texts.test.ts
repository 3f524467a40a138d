import { paymentMessages } from '@shared/payments/messages';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../app/i18n';
import { translatePaymentMessage } from './plan-texts';

const lookup = (language: 'hi' | 'te') => (message: string) => textsIn(language, 'messages')(message);

describe('payment messages in Hindi and Telugu', () => {
  it('keeps English as the spec wrote it', () => {
    expect(translatePaymentMessage(paymentMessages.gatewayError(502), 'en', lookup('hi'))).toBe(paymentMessages.gatewayError(502));
  });

  it('translates fixed messages and the shaped ones, with the reason inside looked up too', () => {
    expect(translatePaymentMessage(paymentMessages.network, 'hi', lookup('hi'))).toBe('नेटवर्क की दिक्कत है। कृपया अपना इंटरनेट चेक करें।');
    expect(translatePaymentMessage(paymentMessages.gatewayError(502), 'te', lookup('te'))).toContain('(502)');
    expect(translatePaymentMessage(paymentMessages.paymentFailed('the bank declined the payment'), 'hi', lookup('hi'))).toBe(
      'Payment नहीं हुआ: बैंक ने payment मना कर दिया। कृपया फिर से कोशिश करें या support से संपर्क करें।',
    );
  });

  it('shows a message it does not know as it came', () => {
    expect(translatePaymentMessage('Something new', 'te', lookup('te'))).toBe('Something new');
  });
});
