import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@shared/api/chat';
import type { Executor } from '../db/executor';

/** The most messages a conversation shows; older ones stay stored until cleared. */
export const historyLimit = 200;

export async function listMessages(db: Executor, userId: string, chatId: string, limit = historyLimit): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['id', 'sender', 'text', 'created_at', 'stopped'])
    .where('user_id', '=', userId)
    .where('chat_id', '=', chatId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((row) => ({ id: row.id, from: row.sender, text: row.text, createdAt: row.created_at, stopped: Number(row.stopped) === 1 }));
}

export async function addMessage(
  db: Executor,
  message: { userId: string; chatId: string; from: 'user' | 'bot'; text: string; tutor?: string; stopped?: boolean; createdAt: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('chat_messages')
    .values({
      id,
      user_id: message.userId,
      chat_id: message.chatId,
      sender: message.from,
      text: message.text,
      tutor: message.tutor ?? null,
      stopped: message.stopped ? 1 : 0,
      created_at: message.createdAt,
    })
    .execute();
  return id;
}

export async function clearMessages(db: Executor, userId: string, chatId: string): Promise<number> {
  const result = await db.deleteFrom('chat_messages').where('user_id', '=', userId).where('chat_id', '=', chatId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A lesson with its course title and readable text, when it belongs to that course. */
export function findLessonInCourse(db: Executor, courseId: string, lessonId: string) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.id', 'lessons.course_id', 'courses.title as course_title', 'lessons.title', 'lessons.position', 'lessons.search_text'])
    .where('lessons.id', '=', lessonId)
    .where('lessons.course_id', '=', courseId)
    .executeTakeFirst();
}

/** Every lesson's blocks with its course title, for the passage index. */
export function lessonBlocks(db: Executor) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.id', 'lessons.course_id', 'courses.title as course_title', 'lessons.title', 'lessons.position', 'lessons.blocks_json'])
    .execute();
}
