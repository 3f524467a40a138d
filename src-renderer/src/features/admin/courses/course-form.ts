import { createCourseBody, updateCourseBody, type AdminCourseSummary, type CreateCourseBody } from '@shared/admin/content';
import { z } from 'zod';
import { omitId, orderValue, schemaResolver } from '../form-resolver';

export interface CourseFormValues extends Record<string, unknown> {
  id: string;
  title: string;
  description: string;
  thumbnail: string;
  order: number | string;
}

export const emptyCourse = (nextOrder: number): CourseFormValues => ({ id: '', title: '', description: '', thumbnail: '', order: nextOrder });

export const courseValues = (course: AdminCourseSummary): CourseFormValues => ({
  id: course.id,
  title: course.title,
  description: course.description,
  thumbnail: course.thumbnail,
  order: course.order,
});

export function courseBody(values: CourseFormValues): CreateCourseBody {
  return { id: values.id.trim(), title: values.title, description: values.description, thumbnail: values.thumbnail.trim(), order: orderValue(values.order) as number };
}

export const courseResolver = (mode: 'create' | 'update') =>
  mode === 'create'
    ? schemaResolver(createCourseBody, courseBody)
    : schemaResolver(updateCourseBody, (values: CourseFormValues) => omitId(courseBody(values)));

const kept = z.object({ id: z.string(), title: z.string(), description: z.string(), thumbnail: z.string(), order: z.union([z.number(), z.string()]) });
export const parseCourseValues = (values: unknown): CourseFormValues | null => kept.safeParse(values).data ?? null;
