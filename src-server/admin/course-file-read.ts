import { duplicateIds, courseFile } from '@shared/courses/course-file';
import { parse } from 'yaml';
import { AppError, badRequest } from '../errors';
import { sanitiseDocument } from './documents';
import { firstIssue } from './publish';

/**
 * Reads one course file: not YAML, or not a course, answers 400 naming the field. It parses and
 * sanitises a document of up to the import's body limit, so it runs in the heavy-work pool.
 */
export function readCourseFile(yaml: string) {
  let data: unknown;
  try {
    data = parse(yaml);
  } catch (error) {
    throw badRequest(`The course file is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : 'it could not be read'}`);
  }
  const parsed = courseFile.safeParse(data);
  if (!parsed.success) throw new AppError('VALIDATION', firstIssue(parsed.error), 400);
  const repeated = duplicateIds([parsed.data]);
  if (repeated.length > 0) throw badRequest(`The course file repeats ids: ${repeated.join(', ')}`);
  return sanitiseDocument(parsed.data);
}

export type ReadCourseFile = ReturnType<typeof readCourseFile>;
