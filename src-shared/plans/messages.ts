import { defineMessages } from '../i18n/messages';

/**
 * The plan table's words (plans.ts, product.md §1.3 and §9): names, the short names of the pricing
 * cards' "Choose …", lengths and features. GET /api/plans answers them in English; the browser
 * finds each one's id by its English, so it has one id.
 */
export const planMessageTable = defineMessages('plans', {
  oneDay: 'One-Day Plan',
  weekly: 'Weekly Plan',
  monthly: 'Monthly Plan',
  sixMonth: '6-Month Plan',
  yearly: 'Yearly Plan',
  oneDayShort: 'One-Day',
  weeklyShort: 'Weekly',
  monthlyShort: 'Monthly',
  sixMonthShort: '6-Month',
  yearlyShort: 'Yearly',
  oneDayLength: '24 hours',
  weeklyLength: '7 days',
  monthlyLength: '30 days',
  sixMonthLength: '6 months',
  yearlyLength: '1 year',
  tryADay: 'Try everything for a day',
  focusedWeek: 'A focused week of learning',
  everyLesson: 'Every lesson of every course and module',
  everyAssignment: 'Every assignment, including each course’s Final',
  tutor: 'AI tutor answers drawn from every lesson',
  fullSemester: 'Best for a full semester',
  yearlySaving: 'Save ₹389 against monthly',
  noSuchPlan: 'There is no plan called "{{key}}". Choose one of: {{plans}}.',
});

/** The plan words in English, by key. */
export const planMessages = planMessageTable.en;
