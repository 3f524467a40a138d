import { getCourseReply, type CourseProgress, type GetCourseReply, type ModuleOutline } from '@shared/api/courses';
import { jsonWriter } from '../http/serializer';

const writeCourse = jsonWriter(getCourseReply.shape.course);
const writeModules = jsonWriter(getCourseReply.shape.modules);
const writeProgress = jsonWriter(getCourseReply.shape.progress);

/** A course and both lock variants of its outline, written as JSON once per cache period. */
export interface WrittenOutline {
  course: string;
  free: string;
  premium: string;
}

export function writeOutline(course: GetCourseReply['course'], free: ModuleOutline[], premium: ModuleOutline[]): WrittenOutline {
  return { course: writeCourse(course), free: writeModules(free), premium: writeModules(premium) };
}

/**
 * The reader's reply as the route's contract writes it, from the outline written ahead and the
 * caller's own progress: writing the whole outline again for every request was a tenth of the
 * request's work, more than its database read.
 */
export function courseReplyBody(outline: WrittenOutline, premium: boolean, progress: CourseProgress): string {
  return `{"course":${outline.course},"modules":${premium ? outline.premium : outline.free},"premium":${premium},"progress":${writeProgress(progress)}}`;
}
