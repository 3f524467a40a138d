import type { RouteContract } from './route';
import { adminBackupRoutes } from './routes/admin-backup';
import { adminContentRoutes } from './routes/admin-content';
import { adminUsersRoutes } from './routes/admin-users';
import { assignmentsRoutes } from './routes/assignments';
import { atsRoutes } from './routes/ats';
import { authRoutes } from './routes/auth';
import { coursesRoutes } from './routes/courses';
import { desktopSignInRoutes } from './routes/desktop-sign-in';
import { engagementRoutes } from './routes/engagement';
import { githubRoutes } from './routes/github';
import { hackathonEventRoutes } from './routes/hackathon';
import { hackathonAdminRoutes } from './routes/hackathon-admin';
import { hackathonAdminExportRoutes } from './routes/hackathon-admin-export';
import { hackathonAdminMailRoutes } from './routes/hackathon-admin-mail';
import { hackathonRegistrationRoutes } from './routes/hackathon-registration';
import { hackathonSubmissionRoutes } from './routes/hackathon-submissions';
import { hackathonTeamRoutes } from './routes/hackathon-teams';
import { mailRoutes } from './routes/mail';
import { paymentsRoutes } from './routes/payments';
import { plansRoutes } from './routes/plans';
import { platformRoutes } from './routes/platform';
import { playgroundRoutes } from './routes/playground';
import { previewRoutes } from './routes/preview';
import { profileRoutes } from './routes/profile';
import { progressRoutes } from './routes/progress';
import { projectsRoutes } from './routes/projects';
import { quizzesRoutes } from './routes/quizzes';
import { resumeRoutes } from './routes/resume';
import { runnerRoutes } from './routes/runner';
import { subscriptionsRoutes } from './routes/subscriptions';
import { syncRoutes } from './routes/sync';
import { tutorRoutes } from './routes/tutor';
import { workspaceRoutes } from './routes/workspace';

/** Every route of the platform server, by feature: the server registers exactly these. */
export const routeTable = {
  platform: platformRoutes,
  preview: previewRoutes,
  plans: plansRoutes,
  auth: authRoutes,
  desktopSignIn: desktopSignInRoutes,
  profile: profileRoutes,
  subscriptions: subscriptionsRoutes,
  courses: coursesRoutes,
  progress: progressRoutes,
  engagement: engagementRoutes,
  payments: paymentsRoutes,
  mail: mailRoutes,
  playground: playgroundRoutes,
  tutor: tutorRoutes,
  runner: runnerRoutes,
  hackathon: hackathonEventRoutes,
  hackathonRegistration: hackathonRegistrationRoutes,
  hackathonTeams: hackathonTeamRoutes,
  hackathonSubmissions: hackathonSubmissionRoutes,
  hackathonAdmin: hackathonAdminRoutes,
  hackathonAdminMail: hackathonAdminMailRoutes,
  hackathonAdminExport: hackathonAdminExportRoutes,
  resume: resumeRoutes,
  ats: atsRoutes,
  assignments: assignmentsRoutes,
  projects: projectsRoutes,
  github: githubRoutes,
  quizzes: quizzesRoutes,
  sync: syncRoutes,
  adminContent: adminContentRoutes,
  adminUsers: adminUsersRoutes,
  adminBackup: adminBackupRoutes,
  workspace: workspaceRoutes,
} satisfies Record<string, Record<string, RouteContract>>;

export const allRoutes: readonly RouteContract[] = Object.values(routeTable).flatMap((feature): RouteContract[] => Object.values(feature));
