import { z } from 'zod';
import { hackathonEvent, problemStatement } from '../hackathon/event';

/** GET /api/hackathon: the current event with all its content. */
export const hackathonEventReply = hackathonEvent;
export type HackathonEventReply = z.infer<typeof hackathonEventReply>;

/** GET /api/hackathon/problem-statements, in product.md §3.7's `{ success, data }` shape. */
export const problemStatementsReply = z.object({ success: z.literal(true), data: z.array(problemStatement) });
export type ProblemStatementsReply = z.infer<typeof problemStatementsReply>;
