import type { Selectable } from 'kysely';

/** The tables of the subscription plans on sale (conventions in db/schema.ts). */
export interface PlansTables {
  plans: PlansTable;
}

export interface PlansTable {
  key: string;
  level: number;
  name: string;
  amount_paise: number;
  currency: string;
  duration_unit: string;
  duration_count: number;
  duration_label: string;
  popular: number;
  features_json: string;
  updated_at: string;
}

export type PlanRow = Selectable<PlansTable>;
