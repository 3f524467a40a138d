import { legalSlugs } from '../legal/legal-document';

/**
 * The renderer module that draws each address, named as the web build's manifest names it (from
 * src-renderer). The server reads it to list a page's own scripts and styles in its HTML, so the
 * browser fetches them beside the entry script instead of discovering them one import at a time
 * after the entry has run; src-renderer/src/shell/routes.tsx loads the same modules (a config test
 * keeps the two in step).
 */
export interface Screen {
  /** A react-router path: `:name` matches one segment. */
  path: string;
  module: string;
  /**
   * Which of Mantine's styles the screen waits for before it draws (src-renderer/src/core/styles/):
   * none beyond the first paint's (the home page), the lesson reader's share, or all of them (unset).
   */
  styles?: 'first-paint' | 'reader';
  /**
   * The server draws it for a visitor who is not signed in, a page that is the same for every such
   * visitor, with no address parameters: at build time (`'build'`, src-server/http/prerendered-pages.ts),
   * or, for a page of data that changes, from that data when asked (`'with-data'`,
   * src-server/http/prerender-with-data.ts), and again whenever the data has changed. A screen marked
   * `'for-learner'` is drawn for a signed-in learner, from their own data, on each request
   * (src-server/http/prerender-for-learner.ts); it may have address parameters.
   */
  prerender?: 'build' | 'with-data' | 'for-learner';
}

const feature = (path: string) => `src/features/${path}.tsx`;

export const screens: readonly Screen[] = [
  { path: '/', module: feature('home/HomePage'), styles: 'first-paint', prerender: 'build' },
  { path: '/login', module: feature('auth/LoginPage') },
  { path: '/shared/:shareId', module: feature('projects/SharedProjectPage') },
  { path: '/u/:handle', module: feature('profile/PublicProfilePage') },
  { path: '/payment/:plan', module: feature('payments/PaymentPage') },
  { path: '/app-settings', module: feature('desktop/AppSettingsPage') },
  { path: '/hackathon', module: feature('hackathon/HackathonPage'), prerender: 'with-data' },
  ...['/hackathon/registration', '/hackathon/dashboard'].map((path) => ({ path, module: feature('hackathon/HackathonPage') })),
  ...['/hackathon/certificates', '/hackathon/certificates/:code'].map((path) => ({ path, module: feature('hackathon/certificate/CertificateCheckPage') })),
  ...legalSlugs.map((slug) => ({ path: `/${slug}`, module: feature('legal/LegalPage'), prerender: 'build' as const })),
  { path: '/dashboard', module: feature('dashboard/DashboardPage') },
  { path: '/courses', module: feature('courses/CoursesPage'), prerender: 'for-learner' },
  { path: '/courses/:courseId', module: feature('courses/CourseReaderPage'), styles: 'reader', prerender: 'for-learner' },
  { path: '/profile', module: feature('profile/ProfilePage') },
  { path: '/playground', module: feature('playground/PlaygroundPage') },
  { path: '/resume-builder', module: feature('resume/ResumeBuilderPage') },
  { path: '/ats-checker', module: feature('ats/AtsCheckerPage') },
  { path: '/assignments', module: feature('assignments/AssignmentsPage') },
  { path: '/assignments/grading', module: feature('assignments/GradingPage') },
  { path: '/github', module: feature('github/GithubPage') },
  { path: '/projects', module: feature('projects/ProjectsPage') },
  { path: '/workspace', module: feature('workspace/WorkspacePage') },
  { path: '/workspace/:projectId', module: feature('workspace/WorkspacePage') },
  { path: '/quizzes', module: feature('quizzes/QuizzesPage') },
  { path: '/admin', module: feature('admin/AdminPage') },
  { path: '/hackathon/admin', module: feature('hackathon/admin/AdminDashboardPage') },
  { path: '/sync', module: feature('desktop/SyncPage') },
  { path: '/desktop-sign-in', module: feature('desktop-sign-in/DesktopSignInPage') },
];

/** Every other address draws the not-found screen. */
export const notFoundScreen: Screen = { path: '*', module: feature('not-found/NotFoundPage') };

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a path matches a pattern: the same number of segments, each equal or a `:name`. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  return want.length === have.length && want.every((part, index) => part.startsWith(':') || part === have[index]);
}

/** The screen for a path; as in react-router, a fixed segment wins over a `:name` one. */
export function screenFor(pathname: string): Screen {
  const fixed = (screen: Screen) => segments(screen.path).filter((part) => !part.startsWith(':')).length;
  const matches = screens.filter((screen) => pathMatches(screen.path, pathname));
  return matches.sort((a, b) => fixed(b) - fixed(a))[0] ?? notFoundScreen;
}
