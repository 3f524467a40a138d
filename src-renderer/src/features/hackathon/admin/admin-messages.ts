import { hackathonMessages, organiserMessages } from '@shared/hackathon/messages';

/**
 * product.md §3.8 "Admin dashboard and utilities" and §3.5 "Admin dashboard", word for word: the
 * dashboard's own notices, and the route's text for a registration that is not there.
 */
export const adminMessages = {
  fetchRegistrations: organiserMessages.fetchRegistrations,
  fetchStats: organiserMessages.fetchStats,
  fetchParticipants: organiserMessages.fetchParticipants,
  sendEmail: organiserMessages.sendEmail,
  generateCertificate: organiserMessages.generateCertificate,
  bulkUpdate: organiserMessages.bulkUpdate,
  notFound: hackathonMessages.registrationNotFound,
  invalidRequest: organiserMessages.invalidRequest,
  selectFirst: organiserMessages.selectFirst,
  selectAction: organiserMessages.selectAction,
  accessDenied: organiserMessages.accessDenied,
} as const;

/** product.md §3.9: the organiser dashboard's toasts hide after 3 s. */
export const adminToastMs = 3_000;
