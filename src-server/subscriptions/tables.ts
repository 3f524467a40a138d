import type { Selectable } from 'kysely';

/** The tables of who has Premium, and until when (conventions in db/schema.ts). */
export interface SubscriptionsTables {
  subscriptions: SubscriptionsTable;
}

export const subscriptionStatuses = ['active', 'cancelled'] as const;

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan_key: string;
  status: SubscriptionStatus;
  starts_at: string;
  expires_at: string;
  /** Who granted it: 'admin', 'payment:<id>', ... */
  source: string;
  created_at: string;
}

export type SubscriptionRow = Selectable<SubscriptionsTable>;
