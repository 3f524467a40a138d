import { placeBlocks, type ContentBlock } from '@shared/courses/blocks';
import type { LessonFile } from '@shared/courses/course-file';
import { countWords } from '@shared/courses/read-time';
import { plainText } from '@shared/courses/text-markers';
import { sanitiseLessonHtml } from './sanitise';

/** The words a learner reads in a lesson: html text, text and note blocks, code descriptions, quizzes, exercise instructions. */
function readableText(html: string, blocks: readonly ContentBlock[]): string {
  const parts = [html.replace(/<[^>]*>/g, ' ')];
  for (const block of blocks) {
    if (block.type === 'text' || block.type === 'note') parts.push(plainText(block.content));
    else if (block.type === 'code') parts.push(block.title ?? '', block.description ?? '');
    else if (block.type === 'quiz') parts.push(block.question, ...block.options, block.explanation);
    else if (block.type === 'image') parts.push(block.caption ?? '');
    else if (block.type === 'video') parts.push(block.title, block.description ?? '');
    else if (block.type === 'exercise') parts.push(block.title, plainText(block.instructions));
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** A lesson as stored: sanitised html, placed blocks, its quiz block ids, and its words for search and read time. */
export function lessonRow(lesson: LessonFile, ids: { courseId: string; moduleId: string; position: number }, now: string) {
  const html = lesson.html ? sanitiseLessonHtml(lesson.html) : '';
  const blocks = placeBlocks(lesson.id, lesson.blocks);
  const text = readableText(html, blocks);
  return {
    id: lesson.id,
    module_id: ids.moduleId,
    course_id: ids.courseId,
    title: lesson.title,
    position: ids.position,
    html,
    blocks_json: JSON.stringify(blocks),
    explanation_json: JSON.stringify(lesson.explanationBlocks),
    quiz_block_ids_json: JSON.stringify(blocks.filter((b) => b.type === 'quiz').map((b) => b.id)),
    search_text: text,
    word_count: countWords(text),
    updated_at: now,
  };
}
