import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkoutSignedText, isHexSignature } from '@shared/payments/signature';

export function hmacHex(secret: string, text: string | Buffer): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Compares in constant time, so the time taken says nothing about how much of a forgery matched. */
function sameHex(expected: string, given: string): boolean {
  if (!isHexSignature(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

export function signCheckout(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, checkoutSignedText(orderId, paymentId));
}

export function checkoutSignatureValid(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  return sameHex(signCheckout(keySecret, orderId, paymentId), signature);
}

/** Webhooks are signed over the raw body exactly as sent, before any JSON parsing. */
export function webhookSignatureValid(webhookSecret: string, rawBody: Buffer, signature: string | undefined): boolean {
  return signature !== undefined && sameHex(hmacHex(webhookSecret, rawBody), signature);
}
