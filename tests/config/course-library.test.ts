import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRunnableLanguage, type ContentBlockType } from '@shared/courses/blocks';
import { inferCategory, visibleCategories } from '@shared/courses/categories';
import { readCourseLibrary } from '@server/courses/library';
import { closeSampleRunner, normaliseOutput, runSample } from '../support/run-sample';

const resourcesDir = path.resolve(import.meta.dirname, '../../resources');
const library = await readCourseLibrary(resourcesDir);
const only = process.env.COURSE ? library.filter((c) => c.id === process.env.COURSE) : library;
afterAll(closeSampleRunner);

describe('the course library', () => {
  it('has at least 8 courses covering all six categories', () => {
    expect(library.length).toBeGreaterThanOrEqual(8);
    expect(new Set(library.map((c) => inferCategory(c.title)))).toEqual(new Set(visibleCategories));
  });

  it('uses every content block type somewhere, and explanation blocks', () => {
    const used = new Set<ContentBlockType>();
    let explanations = 0;
    for (const lesson of library.flatMap((c) => c.modules.flatMap((m) => m.lessons))) {
      for (const block of lesson.blocks) used.add(block.type);
      explanations += lesson.explanationBlocks.length;
    }
    expect([...used].sort()).toEqual(['code', 'divider', 'exercise', 'html', 'image', 'note', 'quiz', 'text', 'video']);
    expect(explanations).toBeGreaterThan(0);
  });
});

describe.each(only.map((course) => [course.id, course] as const))('course %s', (_id, course) => {
  it('has at least 4 modules of at least 5 lessons, each module with a quiz block', () => {
    expect(course.modules.length).toBeGreaterThanOrEqual(4);
    for (const module of course.modules) {
      expect(module.lessons.length, module.id).toBeGreaterThanOrEqual(5);
      expect(module.lessons.some((l) => l.blocks.some((b) => b.type === 'quiz')), `${module.id} quiz`).toBe(true);
    }
  });

  const samples = course.modules.flatMap((m) =>
    m.lessons.flatMap((lesson) =>
      lesson.blocks.flatMap((block, index) =>
        block.type === 'code' && isRunnableLanguage(block.language) && block.runnable !== false
          ? [{ name: `${lesson.id} block ${index + 1} (${block.language})`, language: block.language, block }]
          : [],
      ),
    ),
  );

  // Through the code runner, as many at once as it has slots (its queue keeps the rest waiting).
  it.concurrent.each(samples.map((s) => [s.name, s] as const))('sample %s prints its expected output', async (_name, sample) => {
    const result = await runSample(sample.language, sample.block.content, sample.block.stdin);
    expect(result.message, 'a runner limit stopped the sample').toBeNull();
    expect(normaliseOutput(result.output)).toBe(normaliseOutput(sample.block.expectedOutput ?? ''));
  });
});
