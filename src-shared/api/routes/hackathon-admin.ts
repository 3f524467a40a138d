import {
  adminIdsQuery,
  adminIdsReply,
  adminListQuery,
  adminParticipantsReply,
  adminRegistrationParams,
  adminRegistrationReply,
  adminRegistrationsReply,
  adminStatsReply,
  bulkUpdateBody,
  bulkUpdateReply,
  statusUpdateBody,
  statusUpdateReply,
} from '../hackathon/admin';
import { route } from '../route';

const tags = ['hackathon-admin'];

/** The organisers' registration API (product.md §3.7 "organiser"); organisers and admins only. */
export const hackathonAdminRoutes = {
  registrations: route({
    method: 'GET',
    path: '/api/hackathon/admin/registrations',
    access: 'organiser',
    query: adminListQuery,
    reply: adminRegistrationsReply,
    tags,
    summary: 'Registrations, searched, filtered and paged',
  }),
  registrationIds: route({
    method: 'GET',
    path: '/api/hackathon/admin/registration-ids',
    access: 'organiser',
    query: adminIdsQuery,
    reply: adminIdsReply,
    tags,
    summary: 'The ids of every registration a search and filters match, up to one bulk update’s worth',
  }),
  registration: route({
    method: 'GET',
    path: '/api/hackathon/admin/registrations/:registrationId',
    access: 'organiser',
    params: adminRegistrationParams,
    reply: adminRegistrationReply,
    tags,
    summary: 'One registration in full, with its payment and status history',
  }),
  stats: route({
    method: 'GET',
    path: '/api/hackathon/admin/stats',
    access: 'organiser',
    reply: adminStatsReply,
    tags,
    summary: 'Statistics for the Dashboard and Analytics tabs',
  }),
  participants: route({
    method: 'GET',
    path: '/api/hackathon/admin/details',
    access: 'organiser',
    query: adminListQuery,
    reply: adminParticipantsReply,
    tags,
    summary: 'Every listed person (leaders and members), paged',
  }),
  updateStatus: route({
    method: 'PUT',
    path: '/api/hackathon/admin/status',
    access: 'organiser',
    body: statusUpdateBody,
    reply: statusUpdateReply,
    tags,
    summary: 'Set a registration’s status; queues the e-mail the status calls for',
  }),
  bulkUpdate: route({
    method: 'PUT',
    path: '/api/hackathon/admin/bulk-update',
    access: 'organiser',
    body: bulkUpdateBody,
    reply: bulkUpdateReply,
    tags,
    summary: 'Set the status of many registrations in one transaction',
  }),
};
