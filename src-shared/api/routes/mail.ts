import { outboxQuery, outboxReply } from '../mail';
import { route } from '../route';

/** The mail plugin's routes (delivery and the outbox live in `src-server/mail/`). */
export const mailRoutes = {
  outbox: route({
    method: 'GET',
    path: '/api/admin/mail/outbox',
    access: 'admin',
    query: outboxQuery,
    reply: outboxReply,
    tags: ['mail'],
    summary: 'The latest 100 outbox messages, optionally to one address',
  }),
};
