/** The tables of timed quiz attempts (conventions in db/schema.ts). */
export interface QuizzesTables {
  quiz_attempts: QuizAttemptsTable;
}

/** One attempt at a bank quiz; the score columns are null until it is submitted. */
export interface QuizAttemptsTable {
  id: string;
  user_id: string;
  quiz_id: string;
  started_at: string;
  deadline_at: string;
  layout_json: string;
  submitted_at: string | null;
  answers_json: string | null;
  correct_count: number | null;
  question_count: number;
  percent: number | null;
  points: number | null;
}
