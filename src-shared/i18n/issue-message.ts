import { z } from 'zod';
import type { MessageRef } from './messages';

/**
 * A zod issue keeps only its English `message`, except a refinement's `params`: a schema whose
 * message has values refuses with `messageRefinement(ref)`, which puts the message's id and values
 * there, and `issueMessageRef` reads them back on either side, so the reason is said by its id.
 */
const sentRef = z.object({
  messageId: z.string(),
  messageValues: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** The options of `.refine(check, messageRefinement(ref))`: the English, and its id and values as the issue's params. */
export function messageRefinement(ref: MessageRef): { message: string; params?: { messageId: string; messageValues?: MessageRef['messageValues'] } } {
  if (!ref.messageId) return { message: ref.message };
  return { message: ref.message, params: { messageId: ref.messageId, ...(ref.messageValues ? { messageValues: ref.messageValues } : {}) } };
}

/** An issue's message with the id and values a refinement gave it; any other issue's English alone. */
export function issueMessageRef(issue: { message: string; params?: unknown }): MessageRef {
  const sent = sentRef.safeParse(issue.params);
  return sent.success ? { message: issue.message, ...sent.data } : { message: issue.message };
}

/**
 * `schema` holding at most `max` characters, refused with `ref` by its id. The length check stays
 * behind the refinement for the contract's `maxLength`; the refinement stops the checks after it,
 * so a long text gets one issue.
 */
export const withinLength = <Schema extends z.ZodString>(schema: Schema, max: number, ref: MessageRef) =>
  schema.refine((value) => value.length <= max, { ...messageRefinement(ref), abort: true }).max(max, ref.message);

/** `schema` holding at most `max` items, refused with `ref` by its id, as `withinLength` does for text. */
export const withinCount = <Schema extends z.ZodArray>(schema: Schema, max: number, ref: MessageRef) =>
  schema.refine((items) => items.length <= max, { ...messageRefinement(ref), abort: true }).max(max, ref.message);
