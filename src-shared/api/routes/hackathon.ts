import { hackathonEventReply, problemStatementsReply } from '../hackathon';
import { route } from '../route';

const tags = ['hackathon'];

/** The event and its content, open to everyone (product.md §3.7 "Hackathon service"). */
export const hackathonEventRoutes = {
  event: route({ method: 'GET', path: '/api/hackathon', access: 'public', reply: hackathonEventReply, tags, summary: 'The hackathon with its content' }),
  problemStatements: route({
    method: 'GET',
    path: '/api/hackathon/problem-statements',
    access: 'public',
    reply: problemStatementsReply,
    tags,
    summary: 'The problem statements',
  }),
};
