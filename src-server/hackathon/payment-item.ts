import type { PaymentItem } from '../payments/items';
import type { MembershipDeps } from './membership';
import { confirmPaidRegistration } from './registration-confirmation';
import { priceRegistrationFee } from './registration-fee';
import { findRegistration } from './registration-queries';

/**
 * A registration's fee as the payments feature sells it (product.md §3.7): priced from the stored
 * registration, and a credited fee confirms it (or marks a refund due) in the credit's transaction.
 */
export function registrationPaymentItem(deps: MembershipDeps): PaymentItem {
  return {
    price: (userId, body) => priceRegistrationFee(deps, userId, body),
    credited: async (trx, { order, gatewayPaymentId }, context, now) => {
      await confirmPaidRegistration(trx, order, gatewayPaymentId, context, now);
      return { expiresAt: null };
    },
    verified: async (db, body) => {
      const registration = body.registration_id ? await findRegistration(db, body.registration_id) : undefined;
      return registration ? { registration: { registration_id: registration.id, status: registration.status } } : {};
    },
  };
}
