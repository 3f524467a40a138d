/** The tables of each learner’s resume (conventions in db/schema.ts). */
export interface ResumeTables {
  resumes: ResumesTable;
}

/** A learner's resume: the shared resume schema's JSON, and when it was stored (ISO-8601 UTC). */
export interface ResumesTable {
  user_id: string;
  resume_json: string;
  updated_at: string;
}
