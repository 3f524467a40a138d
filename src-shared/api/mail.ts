import { z } from 'zod';
import { text } from './text';

/** Where a message stands in the outbox: kept only, waiting, delivered, or given up on. */
export const receiptMailStatuses = ['stored', 'pending', 'sent', 'failed'] as const;

/** Admin view of the mail outbox (receipts and every other mail the server sent or kept). */
export const outboxReply = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      kind: z.string(),
      status: z.enum(receiptMailStatuses),
      attempts: z.number().int(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export const outboxQuery = z.object({ to: text().max(254).optional() });
