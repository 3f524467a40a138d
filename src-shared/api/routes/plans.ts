import { getPlanParams, getPlanReply, listPlansReply } from '../plans';
import { route } from '../route';

const tags = ['subscriptions'];

export const plansRoutes = {
  list: route({ method: 'GET', path: '/api/plans', access: 'public', reply: listPlansReply, tags, summary: 'The subscription plans and their prices' }),
  get: route({ method: 'GET', path: '/api/plans/:key', access: 'public', params: getPlanParams, reply: getPlanReply, tags, summary: 'One plan and its price' }),
};
