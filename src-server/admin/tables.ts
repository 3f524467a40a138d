/** The tables of course documents being authored, their drafts and revisions (conventions in db/schema.ts). */
export interface AdminTables {
  course_documents: CourseDocumentsTable;
  course_drafts: CourseDraftsTable;
  course_revisions: CourseRevisionsTable;
}

/** A course's published document in the authoring format, and who owns it (migration 0019). */
export interface CourseDocumentsTable {
  course_id: string;
  document_json: string;
  owner: 'library' | 'database';
  revision: number;
  published_at: string;
  published_by: string | null;
  deleted_at: string | null;
}

/** The draft an admin is editing, one per course (migration 0019). */
export interface CourseDraftsTable {
  course_id: string;
  document_json: string;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** Every published version of a course (migration 0019). */
export interface CourseRevisionsTable {
  course_id: string;
  revision: number;
  document_json: string;
  published_at: string;
  published_by: string | null;
}
