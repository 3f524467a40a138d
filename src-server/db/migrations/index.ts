import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_auth';
import * as m0003 from './0003_courses';
import * as m0004 from './0004_engagement';
import * as m0005 from './0005_payments';
import * as m0006 from './0006_playground';
import * as m0007 from './0007_chat';
import * as m0008 from './0008_rate_limits';
import * as m0009 from './0009_sign_in_cool_down';
import * as m0010 from './0010_payment_refunds';
import * as m0011 from './0011_hackathon';
import * as m0012 from './0012_hackathon_admin';
import * as m0013 from './0013_mail_html';
import * as m0014 from './0014_registration_gender';
import * as m0015 from './0015_resume';
import * as m0016 from './0016_assignments';
import * as m0017 from './0017_quizzes';
import * as m0018 from './0018_projects';
import * as m0019 from './0019_admin_content';
import * as m0020 from './0020_sync';
import * as m0021 from './0021_user_language';
import * as m0024 from './0024_run_leases';
import * as m0025 from './0025_registration_stats_index';
import * as m0026 from './0026_stats_covering_indexes';
import * as m0027 from './0027_session_edges';
import * as m0028 from './0028_team_membership';
import * as m0030 from './0030_workspace';
import * as m0032 from './0032_oauth_link_states';
import * as m0033 from './0033_submission_workspace_snapshot';
import * as m0034 from './0034_certificate_recipients';
import * as m0035 from './0035_version_undoes';
import * as m0038 from './0038_phones_in_e164';
import * as m0039 from './0039_desktop_sign_in';
import * as m0041 from './0041_outbox_entities';

/**
 * The numbered migrations, in order. They are imported statically rather than read from a folder
 * at run time so that the same list works when the server is bundled into the desktop app.
 * Never edit a landed migration: add the next number.
 */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_auth': m0002,
  '0003_courses': m0003,
  '0004_engagement': m0004,
  '0005_payments': m0005,
  '0006_playground': m0006,
  '0007_chat': m0007,
  '0008_rate_limits': m0008,
  '0009_sign_in_cool_down': m0009,
  '0010_payment_refunds': m0010,
  '0011_hackathon': m0011,
  '0012_hackathon_admin': m0012,
  '0013_mail_html': m0013,
  '0014_registration_gender': m0014,
  '0015_resume': m0015,
  '0016_assignments': m0016,
  '0017_quizzes': m0017,
  '0018_projects': m0018,
  '0019_admin_content': m0019,
  '0020_sync': m0020,
  '0021_user_language': m0021,
  '0024_run_leases': m0024,
  '0025_registration_stats_index': m0025,
  '0026_stats_covering_indexes': m0026,
  '0027_session_edges': m0027,
  '0028_team_membership': m0028,
  '0030_workspace': m0030,
  '0032_oauth_link_states': m0032,
  '0033_submission_workspace_snapshot': m0033,
  '0034_certificate_recipients': m0034,
  '0035_version_undoes': m0035,
  '0038_phones_in_e164': m0038,
  '0039_desktop_sign_in': m0039,
  '0041_outbox_entities': m0041,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
