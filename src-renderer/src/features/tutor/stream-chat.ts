import { chatEvent, type ChatBody } from '@shared/api/chat';
import { errorReply } from '@shared/api/error-reply';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { z } from 'zod';
import { refreshSession } from '../../api/client';
import { accessToken, accessTokenExpired } from '../../api/session-token';

/** Why an answer did not arrive; the panel shows the spec's message for each (spec 1 §8 "Chat"). */
export type ChatProblemKind = 'failed' | 'empty' | 'format';

export class ChatProblem extends Error {
  constructor(
    readonly kind: ChatProblemKind | 'server',
    message: string = kind,
  ) {
    super(message);
  }
}

const plainReply = z.object({ reply: z.string() });

async function post(body: ChatBody, signal: AbortSignal, token: string | null): Promise<Response> {
  return fetch('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
}

/**
 * Asks the tutor and hands each piece of the reply to `onText` as it streams. Resolves when the
 * answer is complete; rejects with a ChatProblem, or with an AbortError after Stop. A refused
 * question (too long, too many) rejects with the server's own message. A plain JSON `{reply}` is
 * accepted too, as the spec allows.
 */
export async function streamChat(body: ChatBody, signal: AbortSignal, onText: (text: string) => void): Promise<void> {
  if (accessTokenExpired()) await refreshSession().catch(() => null);
  let response: Response;
  try {
    response = await post(body, signal, accessToken());
    if (response.status === 401) {
      const session = await refreshSession().catch(() => null);
      if (session) response = await post(body, signal, session.accessToken);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatProblem('failed');
  }
  if (!response.ok) {
    const parsed = errorReply.safeParse(await response.json().catch(() => null));
    throw parsed.success ? new ChatProblem('server', parsed.data.error.message) : new ChatProblem('failed');
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
