import type { AdminTables } from '../admin/tables';
import type { AssignmentsTables } from '../assignments/tables';
import type { AuthTables } from '../auth/tables';
import type { CoursesTables } from '../courses/tables';
import type { EngagementTables } from '../engagement/tables';
import type { GithubTables } from '../github/tables';
import type { HackathonTables } from '../hackathon/tables';
import type { HttpTables } from '../http/tables';
import type { MailTables } from '../mail/tables';
import type { PaymentsTables } from '../payments/tables';
import type { PlansTables } from '../plans/tables';
import type { PlaygroundTables } from '../playground/tables';
import type { ProgressTables } from '../progress/tables';
import type { QuizzesTables } from '../quizzes/tables';
import type { ResumeTables } from '../resume/tables';
import type { RunnerTables } from '../runner/tables';
import type { SubscriptionsTables } from '../subscriptions/tables';
import type { SyncTables } from '../sync/tables';
import type { TutorTables } from '../tutor/tables';
import type { UsersTables } from '../users/tables';
import type { WorkspaceTables } from '../workspace/tables';

/**
 * The typed shape of every table, each feature's in its own `tables.ts`. Conventions (both
 * dialects): time is ISO-8601 UTC text, money is integer paise, booleans are integers 0/1, JSON
 * documents are text.
 */
export type Database = SyncTables &
  UsersTables &
  PlansTables &
  CoursesTables &
  AuthTables &
  SubscriptionsTables &
  ProgressTables &
  EngagementTables &
  PaymentsTables &
  MailTables &
  PlaygroundTables &
  TutorTables &
  RunnerTables &
  HttpTables &
  GithubTables &
  ResumeTables &
  AssignmentsTables &
  QuizzesTables &
  AdminTables &
  HackathonTables &
  WorkspaceTables;

export * from '../users/tables';
export * from '../plans/tables';
export * from '../courses/tables';
export * from '../auth/tables';
export * from '../subscriptions/tables';
export * from '../progress/tables';
export * from '../engagement/tables';
export * from '../payments/tables';
export * from '../mail/tables';
export * from '../playground/tables';
export * from '../tutor/tables';
export * from '../runner/tables';
export * from '../http/tables';
export * from '../github/tables';
export * from '../resume/tables';
export * from '../assignments/tables';
export * from '../quizzes/tables';
export * from '../admin/tables';
export * from '../hackathon/tables';
export * from '../workspace/tables';
