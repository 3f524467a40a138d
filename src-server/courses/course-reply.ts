import { getCourseReply, type GetCourseReply, type ModuleOutline } from '@shared/api/courses';
import type { CourseProgress } from '@shared/api/progress';
import { jsonWriter } from '../http/serializer';

const writeCourse = jsonWriter(getCourseReply.shape.course);
const writeModules = jsonWriter(getCourseReply.shape.modules);
const writeProgress = jsonWriter(getCourseReply.shape.progress);

/**
 * A course and both lock variants of its outline, written as JSON once per cache period and kept
 * as UTF-8 bytes: a reply joined from strings is measured and encoded again on every send, which
 * for the outline's few kilobytes cost more than the learner's own database read.
 */
export interface WrittenOutline {
  free: Buffer;
  premium: Buffer;
}

export function writeOutline(course: GetCourseReply['course'], free: ModuleOutline[], premium: ModuleOutline[]): WrittenOutline {
  const head = (modules: ModuleOutline[]) => Buffer.from(`{"course":${writeCourse(course)},"modules":${writeModules(modules)},"premium":`);
  return { free: head(free), premium: head(premium) };
}

/**
 * The reader's reply as the route's contract writes it, from the outline written ahead and the
 * caller's own progress: writing the whole outline again for every request was a tenth of the
 * request's work, more than its database read.
 */
export function courseReplyBody(outline: WrittenOutline, premium: boolean, progress: CourseProgress): Buffer {
  return Buffer.concat([premium ? outline.premium : outline.free, Buffer.from(`${premium},"progress":${writeProgress(progress)}}`)]);
}
