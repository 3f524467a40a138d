import type { SearchResult } from '@shared/api/courses';
import { isLessonLocked } from '@shared/courses/lock';
import { rankSearchHits } from '@shared/courses/search-rank';
import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import type { Executor } from '../db/executor';
import { rebuiltWhenLessonsChange } from './library-stamped';
import { searchableContent } from './queries';

interface Doc {
  id: string;
  kind: 'course' | 'lesson';
  courseId: string;
  courseTitle: string;
  lessonId: string | null;
  moduleIndex: number | null;
  position: number;
  title: string;
  text: string;
}

const options = {
  fields: ['title', 'text'],
  storeFields: ['kind', 'courseId', 'courseTitle', 'lessonId', 'moduleIndex', 'position', 'title', 'text'],
  searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.15, combineWith: 'AND' as const },
};

async function loadDocs(db: Executor): Promise<Doc[]> {
  const { courses, lessons } = await searchableContent(db);
  return [
    ...courses.map((c): Doc => ({ id: `course:${c.id}`, kind: 'course', courseId: c.id, courseTitle: c.title, lessonId: null, moduleIndex: null, position: 0, title: c.title, text: c.description })),
    ...lessons.map(
      (l): Doc => ({
        id: `lesson:${l.id}`,
        kind: 'lesson',
        courseId: l.course_id,
        courseTitle: l.course_title,
        lessonId: l.id,
        moduleIndex: l.module_position,
        position: l.position,
        title: l.title,
        text: l.search_text,
      }),
    ),
  ];
}

function snippet(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0), text.length);
  const start = Math.max(0, at - 60);
  const piece = text.slice(start, start + 180).trim();
  return `${start > 0 ? '…' : ''}${piece}${start + 180 < text.length ? '…' : ''}`;
}

/**
 * Full-text search over course and lesson titles and text, in the order of `rankSearchHits`. The index lives in memory and is
 * rebuilt when the lessons change (their count or latest update), which a cheap read tells, so
 * every server process sees content edits. For a free learner a locked lesson is found only by
 * its title, never by words of its body, and comes back without a snippet.
 */
export function createCourseSearch(db: Executor) {
  const currentIndex = rebuiltWhenLessonsChange(db, async () => {
    const fresh = new MiniSearch<Doc>(options);
    fresh.addAll(await loadDocs(db));
    return fresh;
  });

  return async function search(query: string, premium: boolean, limit = 20): Promise<SearchResult[]> {
    // A course the query names comes before lessons elsewhere that only mention it.
    const hits = rankSearchHits((await currentIndex()).search(query) as Array<MiniResult & Doc>, query);
    const results: SearchResult[] = [];
    for (const hit of hits) {
      const locked = hit.kind === 'lesson' && isLessonLocked(hit.position, premium);
      if (locked && !hit.queryTerms.every((term) => hit.match[term]?.includes('title'))) continue;
      results.push({
        kind: hit.kind,
        courseId: hit.courseId,
        courseTitle: hit.courseTitle,
        lessonId: hit.lessonId,
        moduleIndex: hit.moduleIndex,
        title: hit.title,
        snippet: locked ? '' : snippet(hit.text, hit.queryTerms),
        locked,
      });
      if (results.length >= limit) break;
    }
    return results;
  };
}
