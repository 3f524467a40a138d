import { commitmentsReply, myRegistrationsReply, registerBody, registerReply, registrationParams } from '../hackathon-registration';
import { route } from '../route';

const tags = ['hackathon'];

/** Registration, its commitments and its fee (product.md §3.7 "Hackathon service"). */
export const hackathonRegistrationRoutes = {
  register: route({
    method: 'POST',
    path: '/api/hackathon/register',
    access: 'user',
    offline: 'online',
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
  /** The owner, an organiser or an admin; anyone else is refused (product.md §3.5, §3.6). */
  commitments: route({
    method: 'GET',
    path: '/api/hackathon/registrations/:registrationId/commitments',
    access: 'user',
    params: registrationParams,
    reply: commitmentsReply,
    tags,
    summary: 'The commitments given with a registration',
  }),
};
