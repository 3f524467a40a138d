import { stringify } from 'yaml';
import { parseDocument } from './documents';

/** A stored course document as a course file; a whole course takes tens of milliseconds, so it runs in the heavy-work pool. */
export function writeCourseFile(documentJson: string): string {
  return stringify(parseDocument(documentJson), { lineWidth: 0 });
}
