import {
  certificateParams,
  certificateVerificationReply,
  generateCertificateBody,
  hackathonOutboxQuery,
  hackathonOutboxReply,
  sendEmailBody,
  sendEmailReply,
} from '../hackathon-admin-mail';
import { route } from '../route';

const tags = ['hackathon-admin'];

/** The organisers' utilities service (product.md §3.7) and the public certificate check. */
export const hackathonAdminMailRoutes = {
  sendEmail: route({
    method: 'POST',
    path: '/api/hackathon/admin/send-email',
    access: 'organiser',
    offline: 'online',
    body: sendEmailBody,
    reply: sendEmailReply,
    tags,
    summary: 'Queue an e-mail of one type to registrations (by id or by group)',
  }),
  outbox: route({
    method: 'GET',
    path: '/api/hackathon/admin/outbox',
    access: 'organiser',
    query: hackathonOutboxQuery,
    reply: hackathonOutboxReply,
    tags,
    summary: 'The hackathon’s mail with each message’s delivery state, newest first',
  }),
  generateCertificate: route({
    method: 'POST',
    path: '/api/hackathon/admin/generate-certificate',
    access: 'organiser',
    offline: 'online',
    kind: 'download',
    body: generateCertificateBody,
    tags,
    summary: 'The participation certificate of a confirmed registration, as a PDF',
  }),
  certificatesZip: route({
    method: 'GET',
    path: '/api/hackathon/admin/certificates.zip',
    access: 'organiser',
    kind: 'download',
    tags,
    summary: 'A ZIP with the certificate of every confirmed registration',
  }),
  verifyCertificate: route({
    method: 'GET',
    path: '/api/hackathon/certificates/:code',
    access: 'public',
    params: certificateParams,
    reply: certificateVerificationReply,
    tags,
    summary: 'Check a participation certificate by its verification code',
  }),
};
