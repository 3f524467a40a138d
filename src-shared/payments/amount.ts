import { findPlan, type PlanKey } from '../plans/plans';

/**
 * What can be bought. A subscription plan now; the hackathon registration adds its own
 * kind here, and the order, verification and ledger code stays as it is.
 */
export const paymentTypes = ['subscription', 'hackathon_registration'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentCurrency = 'INR';

export interface OrderAmount {
  amountPaise: number;
  currency: typeof paymentCurrency;
  /** The line on the receipt. */
  description: string;
}

/** The price of a plan from the one plan table; undefined for a plan that does not exist. */
export function subscriptionAmount(planKey: string): (OrderAmount & { plan: PlanKey }) | undefined {
  const plan = findPlan(planKey);
  if (!plan) return undefined;
  return { plan: plan.key, amountPaise: plan.amountPaise, currency: paymentCurrency, description: `${plan.name} (${plan.durationLabel})` };
}

/**
 * The browser may send the amount it showed (product.md §1.7 sends it); it is only ever compared with
 * the server's own figure, never charged. Absent is fine; a different figure is a tampered request.
 */
export function claimedAmountMatches(claimedPaise: number | undefined, actualPaise: number): boolean {
  return claimedPaise === undefined || claimedPaise === actualPaise;
}

/** ₹99.00 from 9900 paise, for receipts and the payment history. */
export function formatPaise(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
