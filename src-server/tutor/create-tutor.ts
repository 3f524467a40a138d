import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createOfflineTutor } from './offline-tutor';
import { createOpenAiTutor, type LlmConfig } from './openai-tutor';
import { createPassageIndex } from './passages';
import type { Tutor } from './tutor';

/** The configured LLM when there is one, otherwise the offline retrieval tutor over our own lessons. */
export function createTutor(db: Kysely<Database>, llm: LlmConfig | undefined): Tutor {
  return llm ? createOpenAiTutor(llm) : createOfflineTutor(createPassageIndex(db));
}
