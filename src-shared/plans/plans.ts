/**
 * The five paid plans (product.md §1.3, §9). Prices live here only: the home page, the payment page
 * and the server's order amounts all read this table.
 */
export const planKeys = ['one-day', 'weekly', 'monthly', 'six-month', 'yearly'] as const;
export type PlanKey = (typeof planKeys)[number];

export type PlanDuration =
  | { unit: 'day'; count: number }
  | { unit: 'month'; count: number }
  | { unit: 'year'; count: number };

export interface Plan {
  key: PlanKey;
  level: number;
  name: string;
  /** Whole rupees, for display. */
  priceRupees: number;
  /** Integer paise: the only amount the server charges. */
  amountPaise: number;
  duration: PlanDuration;
  durationLabel: string;
  popular: boolean;
  features: readonly string[];
}

/**
 * Only what a subscription really opens (src-shared/courses/lock.ts, src-shared/assignments/rules.ts): the
 * playground, quizzes, projects and the tutor itself are free to every signed-in learner, so they are not sold here.
 */
const premiumFeatures = [
  'Every lesson of every course and module',
  'Every assignment, including each course’s Final',
  'AI tutor answers drawn from every lesson',
] as const;

export const plans: readonly Plan[] = [
  {
    key: 'one-day',
    level: 1,
    name: 'One-Day Plan',
    priceRupees: 10,
    amountPaise: 1000,
    duration: { unit: 'day', count: 1 },
    durationLabel: '24 hours',
    popular: false,
    features: ['Try everything for a day', ...premiumFeatures],
  },
  {
    key: 'weekly',
    level: 2,
    name: 'Weekly Plan',
    priceRupees: 49,
    amountPaise: 4900,
    duration: { unit: 'day', count: 7 },
    durationLabel: '7 days',
    popular: false,
    features: ['A focused week of learning', ...premiumFeatures],
  },
  {
    key: 'monthly',
    level: 3,
    name: 'Monthly Plan',
    priceRupees: 99,
    amountPaise: 9900,
    duration: { unit: 'month', count: 1 },
    durationLabel: '30 days',
    popular: true,
    features: premiumFeatures,
  },
  {
    key: 'six-month',
    level: 4,
    name: '6-Month Plan',
    priceRupees: 449,
    amountPaise: 44900,
    duration: { unit: 'month', count: 6 },
    durationLabel: '6 months',
    popular: false,
    features: [...premiumFeatures, 'Best for a full semester'],
  },
  {
    key: 'yearly',
    level: 5,
    name: 'Yearly Plan',
    priceRupees: 799,
    amountPaise: 79900,
    duration: { unit: 'year', count: 1 },
    durationLabel: '1 year',
    popular: false,
    features: [...premiumFeatures, 'Save ₹389 against monthly'],
  },
];

export function findPlan(key: string): Plan | undefined {
  return plans.find((plan) => plan.key === key);
}

/** The upgrade path runs one-day → weekly → monthly → six-month → yearly; yearly has none. */
export function nextPlan(key: PlanKey): Plan | undefined {
  const current = findPlan(key);
  return current ? plans.find((plan) => plan.level === current.level + 1) : undefined;
}
