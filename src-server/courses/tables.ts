import type { Selectable } from 'kysely';

/** The tables of the course library: courses, modules and lessons (conventions in db/schema.ts). */
export interface CoursesTables {
  courses: CoursesTable;
  course_modules: CourseModulesTable;
  lessons: LessonsTable;
}

export interface CoursesTable {
  id: string;
  title: string;
  description: string;
  category: string;
  thumbnail: string;
  sort_order: number;
  updated_at: string;
}

export type CourseRow = Selectable<CoursesTable>;

export interface CourseModulesTable {
  id: string;
  course_id: string;
  title: string;
  description: string;
  /** 0-based within the course. */
  position: number;
  updated_at: string;
}

export interface LessonsTable {
  id: string;
  module_id: string;
  course_id: string;
  title: string;
  /** 0-based within the module: the free-lesson lock counts this. */
  position: number;
  html: string;
  blocks_json: string;
  explanation_json: string;
  quiz_block_ids_json: string;
  search_text: string;
  word_count: number;
  updated_at: string;
}

export type LessonRow = Selectable<LessonsTable>;
