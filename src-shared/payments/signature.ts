/**
 * The texts the payment gateway signs (Razorpay's documented scheme, which the sandbox gateway
 * follows too). The HMAC itself needs Node's crypto and lives on the server.
 */

/** Checkout: HMAC-SHA256 over `order_id|payment_id` with the key secret, hex encoded. */
export function checkoutSignedText(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}

/** A signature is 64 lower-case hex characters; anything else is refused before any comparison. */
export function isHexSignature(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}
