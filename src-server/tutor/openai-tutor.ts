import { EventSourceParserStream } from 'eventsource-parser/stream';
import { lessonPath } from '@shared/tutor/offline-answer';
import { offlineStrings } from '@shared/tutor/offline-strings';
import { z } from 'zod';
import { systemPrompt } from './system-prompt';
import { TutorFailure, TutorUnreachable, type Tutor } from './tutor';

export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/** One streamed chat-completions chunk, as OpenAI documents it; other fields are ignored. */
const completionChunk = z.object({
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).partial().optional(), finish_reason: z.string().nullish() }))
    .default([]),
});
const streamError = z.object({ error: z.object({ message: z.string() }) });

/** Earlier turns sent with a question: enough to follow up on an answer, bounded in cost. */
const historyTurns = 10;
/** A model that has said nothing for this long is treated as failed. */
const silenceMs = 60_000;

/**
 * The tutor backed by any OpenAI-compatible `/chat/completions` endpoint with `stream: true`
 * (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio...). The reply streams through as the model
 * writes it; the learner's Stop aborts the upstream request. A reply grounded in the open lesson
 * ends with a link to it.
 */
export function createOpenAiTutor(config: LlmConfig): Tutor {
  return {
    kind: 'llm',
    async *answer(request, signal) {
      const messages = [
        { role: 'system', content: systemPrompt(request) },
        ...request.history.slice(-historyTurns).map((m) => ({ role: m.from === 'user' ? 'user' : 'assistant', content: m.text })),
        { role: 'user', content: request.question },
      ];
      const timeout = new AbortController();
      let timer = setTimeout(() => timeout.abort(), silenceMs);
      const upstream = AbortSignal.any([signal, timeout.signal]);
      try {
        let response: Response;
        try {
          response = await fetch(`${config.baseUrl}/chat/completions`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'text/event-stream',
              ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
            },
            body: JSON.stringify({ model: config.model, stream: true, messages }),
            signal: upstream,
          });
        } catch (error) {
          if (signal.aborted) return;
          throw new TutorUnreachable(`The AI service could not be reached: ${(error as Error).message}`);
        }
        if (!response.ok || !response.body) throw new TutorFailure(`The AI service answered ${response.status}.`);
        let finished = false;
        const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
        try {
          for await (const event of events) {
            clearTimeout(timer);
            timer = setTimeout(() => timeout.abort(), silenceMs);
            if (event.data === '[DONE]') {
              finished = true;
              break;
            }
            const json: unknown = JSON.parse(event.data);
            const failure = streamError.safeParse(json);
            if (failure.success) throw new TutorFailure(`The AI service failed mid-answer: ${failure.data.error.message}`);
            const chunk = completionChunk.parse(json);
            const choice = chunk.choices[0];
            if (choice?.delta?.content) yield choice.delta.content;
            if (choice?.finish_reason) finished = true;
          }
        } catch (error) {
          if (signal.aborted) return;
          if (error instanceof TutorFailure) throw error;
          throw new TutorFailure(`The AI service's stream broke: ${(error as Error).message}`);
        }
        if (signal.aborted) return;
        if (!finished) throw new TutorFailure('The AI service ended its answer early.');
        if (request.lesson) {
          const words = offlineStrings[request.language];
          yield `\n\n**${words.lessonsUsed}:** [${request.lesson.title}](${lessonPath(request.lesson.courseId, request.lesson.lessonId)})\n`;
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
