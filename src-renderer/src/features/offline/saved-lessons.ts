import { lesson } from '@shared/api/courses';
import { lessonsCache, savedLessonId } from '@shared/offline/cache-names';
import { useQuery } from '@tanstack/react-query';

export interface SavedLesson {
  id: string;
  courseId: string;
  moduleTitle: string;
  title: string;
}

const savedLessonFields = lesson.pick({ id: true, courseId: true, moduleTitle: true, title: true });

async function keptLessonRequests(): Promise<Array<{ request: Request; id: string }>> {
  if (typeof caches === 'undefined' || !(await caches.has(lessonsCache))) return [];
  const cache = await caches.open(lessonsCache);
  const kept = await cache.keys();
  return kept.flatMap((request) => {
    const id = savedLessonId(new URL(request.url).pathname);
    return id ? [{ request, id }] : [];
  });
}

/** The ids of the lessons the service worker kept for reading offline (only their addresses are read). */
export async function readSavedLessonIds(): Promise<Set<string>> {
  return new Set((await keptLessonRequests()).map(({ id }) => id));
}

/** The lessons kept for reading offline, with their course and titles from the kept copies: by course, then in the order kept. */
export async function readSavedLessons(): Promise<SavedLesson[]> {
  const cache = typeof caches === 'undefined' ? undefined : await caches.open(lessonsCache);
  if (!cache) return [];
  const read = await Promise.all(
    (await keptLessonRequests()).map(async ({ request }) => {
      const body: unknown = await (await cache.match(request))?.json().catch(() => undefined);
      const parsed = savedLessonFields.safeParse(body);
      return parsed.success ? parsed.data : null;
    }),
  );
  return read.filter((saved): saved is SavedLesson => saved !== null).sort((a, b) => a.courseId.localeCompare(b.courseId));
}

// Read from this browser's Cache Storage, never the network: asked afresh each time they show.
const local = { networkMode: 'always', staleTime: 0, retry: false } as const;

export function useSavedLessonIds(enabled = true) {
  return useQuery({ queryKey: ['offline', 'saved-lesson-ids'], queryFn: readSavedLessonIds, enabled, ...local });
}

export function useSavedLessons(enabled = true) {
  return useQuery({ queryKey: ['offline', 'saved-lessons'], queryFn: readSavedLessons, enabled, ...local });
}
