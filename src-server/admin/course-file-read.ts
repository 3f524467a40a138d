import { adminMessageTable, adminMessages } from '@shared/admin/messages';
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
    throw badRequest(adminMessageTable.ref('notYaml', { reason: (error instanceof Error ? error.message.split('\n')[0] : undefined) ?? adminMessages.unreadable }));
  }
  const parsed = courseFile.safeParse(data);
  if (!parsed.success) throw new AppError('VALIDATION', firstIssue(parsed.error), 400);
  const repeated = duplicateIds([parsed.data]);
  if (repeated.length > 0) throw badRequest(adminMessageTable.ref('repeatedIds', { ids: repeated.join(', ') }));
  return sanitiseDocument(parsed.data);
}

export type ReadCourseFile = ReturnType<typeof readCourseFile>;
