/** The tables of assignments and their graded submissions (conventions in db/schema.ts). */
export interface AssignmentsTables {
  assignments: AssignmentsTable;
  assignment_submissions: AssignmentSubmissionsTable;
}

/** Seeded from the course library (migration 0016). */
export interface AssignmentsTable {
  id: string;
  course_id: string;
  /** Null for the course's Final assignment. */
  module_id: string | null;
  /** 0-based within its module (the free lock counts it), or within the course for the Final one. */
  position: number;
  title: string;
  kind: 'code' | 'text' | 'task';
  language: string | null;
  instructions: string;
  starter_code: string | null;
  tests_json: string;
  due_days: number;
  is_final: number;
  updated_at: string;
}

export interface AssignmentSubmissionsTable {
  id: string;
  assignment_id: string;
  user_id: string;
  solution: string;
  submission_url: string | null;
  notes: string | null;
  status: 'Submitted' | 'Graded';
  marks: number | null;
  feedback: string | null;
  submitted_at: string;
  graded_at: string | null;
  graded_by: string | null;
}
