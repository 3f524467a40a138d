import type { AppLanguage as AccountLanguage } from '@shared/i18n/languages';
import type { ColumnType, Insertable, Selectable } from 'kysely';

/** The tables of accounts and their roles (conventions in db/schema.ts). */
export interface UsersTables {
  users: UsersTable;
  user_roles: UserRolesTable;
}

export interface UsersTable {
  id: string;
  email: string;
  display_name: string;
  password_hash: string | null;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  photo_url: ColumnType<string | null, string | null | undefined, string | null>;
  email_verified: ColumnType<number, number | undefined, number>;
  phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** Profile fields (migration 0004). */
  handle: ColumnType<string | null, string | null | undefined, string | null>;
  bio: ColumnType<string, string | undefined, string>;
  social_links_json: ColumnType<string, string | undefined, string>;
  profile_visibility: ColumnType<'public' | 'private', 'public' | 'private' | undefined, 'public' | 'private'>;
  photo_file: ColumnType<string | null, string | null | undefined, string | null>;
  time_zone: ColumnType<string, string | undefined, string>;
  /** The interface and e-mail language (migration 0021). */
  language: ColumnType<AccountLanguage, AccountLanguage | undefined, AccountLanguage>;
  /** Raised to end every access token signed before (migration 0027). */
  session_version: ColumnType<number, number | undefined, number>;
}

export const roles = ['learner', 'admin', 'organiser'] as const;

export type Role = (typeof roles)[number];

export interface UserRolesTable {
  user_id: string;
  role: Role;
  granted_at: string;
}

export type UserRow = Selectable<UsersTable>;

export type NewUser = Insertable<UsersTable>;
