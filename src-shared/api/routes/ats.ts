import { atsScoreReply } from '../ats';
import { authMessageTable } from '../../auth/messages';
import { route } from '../route';

/**
 * The ATS checker (product.md §2.11). Signed-in learners only: the old screen had no login check,
 * but every check costs the server a parse, so it is counted per learner like the resume's AI.
 */
export const atsRoutes = {
  score: route({
    method: 'POST',
    path: '/api/ats/score',
    access: 'user',
    offline: 'online',
    signInMessage: authMessageTable.ref('checkResume'),
    kind: 'upload',
    reply: atsScoreReply,
    tags: ['resume'],
    summary: 'Score a resume (multipart field "resume": PDF or DOCX up to 5 MB) against a job description (field "jobDescription", 50 to 20,000 characters); nothing is stored',
  }),
};
