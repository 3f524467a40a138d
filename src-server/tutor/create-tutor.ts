import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createOfflineTutor } from './offline-tutor';
import { createOpenAiTutor, type LlmConfig } from './openai-tutor';
import { createPassageIndex } from './passages';
import { TutorUnreachable, type Tutor } from './tutor';

/**
 * A model that cannot be reached at all (the desktop app without internet, a model server that is
 * down) hands the question to the offline tutor, which labels its answer as offline. A model that
 * answers with an error is reported as the chat failure, so a misconfiguration is not hidden.
 */
function withOfflineFallback(model: Tutor, offline: Tutor): Tutor {
  return {
    kind: model.kind,
    async *answer(request, signal) {
      try {
        yield* model.answer(request, signal);
        return model.kind;
      } catch (error) {
        if (!(error instanceof TutorUnreachable)) throw error;
        yield* offline.answer(request, signal);
        return offline.kind;
      }
    },
  };
}

/** The configured LLM when there is one, otherwise the offline retrieval tutor over our own lessons. */
export function createTutor(db: Kysely<Database>, llm: LlmConfig | undefined): Tutor {
  const offline = createOfflineTutor(createPassageIndex(db));
  return llm ? withOfflineFallback(createOpenAiTutor(llm), offline) : offline;
}
