/** Cache keys of subscription and payment state; a credited payment invalidates these and the courses. */
export const paymentKeys = {
  subscription: ['subscription'] as const,
  history: ['payments', 'history'] as const,
  config: ['payments', 'config'] as const,
};
