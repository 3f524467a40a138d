import type { ColumnType } from 'kysely';

/** The tables of the AI tutor’s conversations (conventions in db/schema.ts). */
export interface TutorTables {
  chat_messages: ChatMessagesTable;
}

/** Migration 0007: the tutor's conversations, per user and conversation id. */
export interface ChatMessagesTable {
  id: string;
  user_id: string;
  chat_id: string;
  sender: 'user' | 'bot';
  text: string;
  /** Which tutor wrote a bot message ('offline' or 'llm'); null for the learner's own. */
  tutor: string | null;
  stopped: ColumnType<number, number | undefined, number>;
  created_at: string;
}
