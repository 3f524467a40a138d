import { chatEvent, type ChatBody } from '@shared/api/chat';
import { tutorRoutes } from '@shared/api/routes/tutor';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { MessageRef } from '@shared/i18n/messages';
import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { openEventStream } from '../../api/client';

/** Why an answer did not arrive; the panel shows the spec's message for each (product.md §1.8 "Chat"). */
export type ChatProblemKind = 'failed' | 'empty' | 'format';

export class ChatProblem extends Error {
  constructor(
    readonly kind: ChatProblemKind | 'server',
    /** The server's refusal, by its id, when the kind is 'server'. */
    readonly refusal?: MessageRef,
  ) {
    super(refusal?.message ?? kind);
  }
}

const plainReply = z.object({ reply: z.string() });

/**
 * Asks the tutor and hands each piece of the reply to `onText` as it streams. Resolves when the
 * answer is complete; rejects with a ChatProblem, or with an AbortError after Stop. A refused
 * question (too long, too many) rejects with the server's own message. A plain JSON `{reply}` is
 * accepted too, as the spec allows.
 */
export async function streamChat(body: ChatBody, signal: AbortSignal, onText: (text: string) => void): Promise<void> {
  let response: Response;
  try {
    response = await openEventStream(tutorRoutes.ask, { body, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    // The server's own message when it gave one; the spec's when the answer simply failed.
    throw error instanceof ApiError && error.status > 0 && error.code !== 'BAD_RESPONSE' ? new ChatProblem('server', error) : new ChatProblem('failed');
  }
  let received = '';
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const parsed = plainReply.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ChatProblem('format');
    if (!parsed.data.reply.trim()) throw new ChatProblem('empty');
    onText(parsed.data.reply);
    return;
  }
  if (!response.body) throw new ChatProblem('failed');
  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { done, value: event } = await events.read();
      if (done) break;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        throw new ChatProblem('format');
      }
      const parsed = chatEvent.safeParse(data);
      if (!parsed.success) throw new ChatProblem('format');
      if ('error' in parsed.data) throw new ChatProblem('failed');
      if ('done' in parsed.data) {
        if (!received.trim()) throw new ChatProblem('empty');
        return;
      }
      received += parsed.data.text;
      onText(parsed.data.text);
    }
  } catch (error) {
    if (signal.aborted || error instanceof ChatProblem) throw error;
    throw new ChatProblem('failed');
  }
  throw new ChatProblem(received ? 'failed' : 'empty');
}
