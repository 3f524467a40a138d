import { myRegistrationsReply, registerBody, registerReply } from '../hackathon/registration';
import { route } from '../route';

const tags = ['hackathon'];

/** Registration, its commitments and its fee (product.md §3.7 "Hackathon service"). */
export const hackathonRegistrationRoutes = {
  register: route({
    method: 'POST',
    path: '/api/hackathon/register',
    access: 'user',
    body: registerBody,
    reply: registerReply,
    status: 201,
    tags,
    summary: 'Register the caller (and their team) for the current hackathon',
  }),
  myRegistrations: route({
    method: 'GET',
    path: '/api/hackathon/registrations',
    access: 'user',
    reply: myRegistrationsReply,
    tags,
    summary: 'The caller’s own registrations',
  }),
};
