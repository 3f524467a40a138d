/** product.md §3.8 "Admin dashboard and utilities" and §3.5 "Admin dashboard", word for word. */
export const adminMessages = {
  fetchRegistrations: 'Failed to fetch registrations',
  fetchStats: 'Failed to fetch stats',
  fetchParticipants: 'Failed to fetch participant details',
  sendEmail: 'Failed to send email',
  generateCertificate: 'Failed to generate certificate',
  bulkUpdate: 'Failed to perform bulk update',
  notFound: 'Registration not found',
  invalidRequest: 'Invalid request data',
  selectFirst: 'Please select registrations first',
  selectAction: 'Please select an action',
  noneForExport: 'No registrations selected for export',
  accessDenied: 'Access denied',
} as const;

/** product.md §3.9: the organiser dashboard's toasts hide after 3 s. */
export const adminToastMs = 3_000;
