import { planMessages } from './messages';

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
const premiumFeatures = [planMessages.everyLesson, planMessages.everyAssignment, planMessages.tutor] as const;

export const plans: readonly Plan[] = [
  {
    key: 'one-day',
    level: 1,
    name: planMessages.oneDay,
    priceRupees: 10,
    amountPaise: 1000,
    duration: { unit: 'day', count: 1 },
    durationLabel: planMessages.oneDayLength,
    popular: false,
    features: [planMessages.tryADay, ...premiumFeatures],
  },
  {
    key: 'weekly',
    level: 2,
    name: planMessages.weekly,
    priceRupees: 49,
    amountPaise: 4900,
    duration: { unit: 'day', count: 7 },
    durationLabel: planMessages.weeklyLength,
    popular: false,
    features: [planMessages.focusedWeek, ...premiumFeatures],
  },
  {
    key: 'monthly',
    level: 3,
    name: planMessages.monthly,
    priceRupees: 99,
    amountPaise: 9900,
    duration: { unit: 'month', count: 1 },
    durationLabel: planMessages.monthlyLength,
    popular: true,
    features: premiumFeatures,
  },
  {
    key: 'six-month',
    level: 4,
    name: planMessages.sixMonth,
    priceRupees: 449,
    amountPaise: 44900,
    duration: { unit: 'month', count: 6 },
    durationLabel: planMessages.sixMonthLength,
    popular: false,
    features: [...premiumFeatures, planMessages.fullSemester],
  },
  {
    key: 'yearly',
    level: 5,
    name: planMessages.yearly,
    priceRupees: 799,
    amountPaise: 79900,
    duration: { unit: 'year', count: 1 },
    durationLabel: planMessages.yearlyLength,
    popular: false,
    features: [...premiumFeatures, planMessages.yearlySaving],
  },
];

/** The pricing cards' "Choose …": a plan's name without "Plan". */
export const planShortNames: Readonly<Record<PlanKey, string>> = {
  'one-day': planMessages.oneDayShort,
  weekly: planMessages.weeklyShort,
  monthly: planMessages.monthlyShort,
  'six-month': planMessages.sixMonthShort,
  yearly: planMessages.yearlyShort,
};

export function findPlan(key: string): Plan | undefined {
  return plans.find((plan) => plan.key === key);
}

/** The upgrade path runs one-day → weekly → monthly → six-month → yearly; yearly has none. */
export function nextPlan(key: PlanKey): Plan | undefined {
  const current = findPlan(key);
  return current ? plans.find((plan) => plan.level === current.level + 1) : undefined;
}
