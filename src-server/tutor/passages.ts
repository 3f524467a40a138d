import { contentBlock, type ContentBlock } from '@shared/courses/blocks';
import { withoutMarker } from '@shared/courses/text-markers';
import { isLessonLocked } from '@shared/courses/lock';
import type { Passage } from '@shared/tutor/offline-answer';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import { rebuiltWhenLessonsChange } from '../courses/library-stamped';
import type { Executor } from '../db/executor';
import { lessonBlocks } from './queries';

interface PassageDoc {
  id: number;
  courseId: string;
  courseTitle: string;
  lessonId: string;
  lessonTitle: string;
  position: number;
  heading: string;
  text: string;
  codeLanguage: string | undefined;
}

/** Passages are whole paragraphs grouped up to about this size: enough to answer, short enough to read in a chat bubble. */
const passageChars = 600;

// Question words carry no topic; dropping them keeps "why does my program fail" from matching every lesson.
const stopWords = new Set(
  'a an and are as at be but by can do does did for from how i if in into is it its me my of on or so that the their then there these this to was what when where which who why will with you your am not no yes program code error fails fail failing get got please help explain tell'.split(' '),
);

const indexOptions = {
  fields: ['lessonTitle', 'heading', 'text'],
  storeFields: ['courseId', 'courseTitle', 'lessonId', 'lessonTitle', 'position', 'text', 'codeLanguage'],
  processTerm: (term: string) => {
    const lower = term.toLowerCase();
    return lower.length < 2 || stopWords.has(lower) ? null : lower;
  },
};

const storedBlocks = z.array(contentBlock);

/** Splits text at blank lines outside code fences, then packs paragraphs into passages. */
function textChunks(content: string): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  let inFence = false;
  for (const line of content.replace(/\r\n/g, '\n').split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    if (!inFence && line.trim() === '') {
      if (current.length) paragraphs.push(current.join('\n'));
      current = [];
    } else current.push(inFence ? line : withoutMarker(line));
  }
  if (current.length) paragraphs.push(current.join('\n'));
  const chunks: string[] = [];
  let chunk = '';
  for (const paragraph of paragraphs) {
    if (chunk && chunk.length + paragraph.length > passageChars) {
      chunks.push(chunk);
      chunk = '';
    }
    chunk = chunk ? `${chunk}\n\n${paragraph}` : paragraph;
  }
  if (chunk) chunks.push(chunk);
  return chunks;
}

/** A lesson's blocks as passages: text and notes under their latest heading, code samples with their title. */
export function lessonPassages(blocks: readonly ContentBlock[]): Array<{ heading: string; text: string; codeLanguage?: string }> {
  const passages: Array<{ heading: string; text: string; codeLanguage?: string }> = [];
  let heading = '';
  for (const block of blocks) {
    if (block.type === 'text' && (block.style === 'heading' || block.style === 'subheading')) heading = block.content;
    else if (block.type === 'text' || block.type === 'note') for (const text of textChunks(block.content)) passages.push({ heading, text });
    else if (block.type === 'code' && block.language !== 'text') {
      passages.push({ heading: [block.title, block.description].filter(Boolean).join(' · ') || heading, text: block.content.trimEnd(), codeLanguage: block.language });
    }
  }
  return passages;
}

async function loadDocs(db: Executor): Promise<PassageDoc[]> {
  const rows = await lessonBlocks(db);
  const docs: PassageDoc[] = [];
  for (const row of rows) {
    for (const passage of lessonPassages(storedBlocks.parse(JSON.parse(row.blocks_json)))) {
      docs.push({
        id: docs.length,
        courseId: row.course_id,
        courseTitle: row.course_title,
        lessonId: row.id,
        lessonTitle: row.title,
        position: row.position,
        heading: passage.heading,
        text: passage.text,
        codeLanguage: passage.codeLanguage,
      });
    }
  }
  return docs;
}

export interface PassageQuery {
  text: string;
  premium: boolean;
  currentLessonId?: string;
  currentCourseId?: string;
  limit: number;
}

/**
 * The retrieval tutor's memory: every lesson passage in a MiniSearch index, rebuilt when the
 * lessons change (count or latest update), as the catalogue search does. A passage of a lesson
 * the learner may not read is never returned.
 */
export function createPassageIndex(db: Executor) {
  const current = rebuiltWhenLessonsChange(db, async () => {
    const fresh = new MiniSearch<PassageDoc>(indexOptions);
    fresh.addAll(await loadDocs(db));
    return fresh;
  });

  return async function find(query: PassageQuery): Promise<Passage[]> {
    const hits = (await current()).search(query.text, {
      boost: { lessonTitle: 2, heading: 1.5 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
      filter: (hit) => !isLessonLocked(Number(hit.position), query.premium),
      boostDocument: (_id, _term, stored) =>
        stored?.lessonId === query.currentLessonId ? 1.6 : stored?.courseId === query.currentCourseId ? 1.2 : 1,
    }) as unknown as Array<PassageDoc & { score: number }>;
    const perLesson = new Map<string, number>();
    const passages: Passage[] = [];
    for (const hit of hits) {
      const taken = perLesson.get(hit.lessonId) ?? 0;
      // Two passages of one lesson at most, so an answer can point to more than one place.
      if (taken >= 2) continue;
      perLesson.set(hit.lessonId, taken + 1);
      passages.push({
        courseId: hit.courseId,
        courseTitle: hit.courseTitle,
        lessonId: hit.lessonId,
        lessonTitle: hit.lessonTitle,
        text: hit.text,
        codeLanguage: hit.codeLanguage,
        current: hit.lessonId === query.currentLessonId,
      });
      if (passages.length >= query.limit) break;
    }
    return passages;
  };
}

export type PassageFinder = ReturnType<typeof createPassageIndex>;
