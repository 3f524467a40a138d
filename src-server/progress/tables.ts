/** The tables of what each learner has read, completed and answered (conventions in db/schema.ts). */
export interface ProgressTables {
  course_progress: CourseProgressTable;
  completed_lessons: CompletedLessonsTable;
  quiz_answers: QuizAnswersTable;
}

export interface CourseProgressTable {
  user_id: string;
  course_id: string;
  started_at: string;
  last_visited_lesson_id: string | null;
  last_visited_at: string | null;
  updated_at: string;
}

export interface CompletedLessonsTable {
  user_id: string;
  lesson_id: string;
  course_id: string;
  completed_at: string;
}

export interface QuizAnswersTable {
  user_id: string;
  block_id: string;
  lesson_id: string;
  course_id: string;
  answer: number;
  correct: number;
  answered_at: string;
}
