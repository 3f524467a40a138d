import { exportQuery } from '../hackathon-admin-export';
import { route } from '../route';

const tags = ['hackathon-admin'];

/** product.md §3.7 utilities: the organisers' exports, streamed from the database as a file. */
export const hackathonAdminExportRoutes = {
  export: route({
    method: 'GET',
    path: '/api/hackathon/admin/export',
    access: 'organiser',
    kind: 'download',
    query: exportQuery,
    tags,
    summary: 'Export the registrations as CSV, Excel or PDF (detailed, analytics, selected, participants, participant analytics)',
  }),
};
