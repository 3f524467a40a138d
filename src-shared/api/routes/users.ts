import { meReply, patchMeBody } from '../auth';
import { route } from '../route';

const tags = ['users'];

export const usersRoutes = {
  me: route({ method: 'GET', path: '/api/me', access: 'user', reply: meReply, tags, summary: 'The signed-in user' }),
  updateMe: route({ method: 'PATCH', path: '/api/me', access: 'user', body: patchMeBody, reply: meReply, tags, summary: 'Change the signed-in user’s profile' }),
};
