import type { Insertable, Selectable } from 'kysely';

/**
 * The typed shape of every table. Conventions (both dialects): time is ISO-8601 UTC text,
 * money is integer paise, booleans are integers 0/1, JSON documents are text.
 */
export interface Database {
  users: UsersTable;
  user_roles: UserRolesTable;
  plans: PlansTable;
  courses: CoursesTable;
  hackathon_events: HackathonEventsTable;
}

export interface UsersTable {
  id: string;
  email: string;
  display_name: string;
  password_hash: string | null;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
}

export const roles = ['learner', 'admin', 'organiser'] as const;
export type Role = (typeof roles)[number];

export interface UserRolesTable {
  user_id: string;
  role: Role;
  granted_at: string;
}

export interface PlansTable {
  key: string;
  level: number;
  name: string;
  amount_paise: number;
  currency: string;
  duration_unit: string;
  duration_count: number;
  duration_label: string;
  popular: number;
  features_json: string;
  updated_at: string;
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

export interface HackathonEventsTable {
  id: string;
  name: string;
  starts_at: string;
  ends_at: string;
  registration_deadline: string;
  data_json: string;
  updated_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type PlanRow = Selectable<PlansTable>;
export type CourseRow = Selectable<CoursesTable>;
