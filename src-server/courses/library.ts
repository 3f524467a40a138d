import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { courseFile, duplicateIds, type CourseFile } from '@shared/courses/course-file';

/** The course library: every `resources/courses/*.yaml` file, validated, in catalogue order. */
export async function readCourseLibrary(resourcesDir: string): Promise<CourseFile[]> {
  const dir = path.join(resourcesDir, 'courses');
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.yaml')).sort();
  const courses: CourseFile[] = [];
  for (const name of names) {
    const parsed = courseFile.safeParse(parse(await fs.readFile(path.join(dir, name), 'utf8')));
    if (!parsed.success) throw new Error(`Course file courses/${name} is invalid: ${z.prettifyError(parsed.error)}`);
    if (`${parsed.data.id}.yaml` !== name) throw new Error(`Course file courses/${name} must be named after its id (${parsed.data.id}.yaml).`);
    courses.push(parsed.data);
  }
  const duplicates = duplicateIds(courses);
  if (duplicates.length > 0) throw new Error(`The course library repeats ids: ${duplicates.join(', ')}`);
  return courses.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
