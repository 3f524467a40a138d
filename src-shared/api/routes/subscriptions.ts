import { route } from '../route';
import { grantSubscriptionBody, grantSubscriptionReply, subscriptionReply } from '../subscriptions';

const tags = ['subscriptions'];

export const subscriptionsRoutes = {
  current: route({ method: 'GET', path: '/api/subscription', access: 'user', reply: subscriptionReply, tags, summary: 'The caller’s subscription now' }),
  grant: route({
    method: 'POST',
    path: '/api/admin/subscriptions',
    access: 'admin',
    offline: 'online',
    body: grantSubscriptionBody,
    reply: grantSubscriptionReply,
    tags,
    summary: 'Grant a plan to a learner',
  }),
};
