/**
 * Cache keys of the caller's registrations: the payment step refreshes everything under
 * `registrations` once a fee is paid, so the dashboard's queries of them belong under it.
 */
export const registrationKeys = {
  registrations: ['hackathon', 'registrations'] as const,
};
