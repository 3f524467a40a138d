import { legalSlugs } from '@shared/legal/legal-document';
import { screenFor } from '@shared/routing/screens';
import { Navigate, type RouteObject } from 'react-router';
import { LegalErrorBoundary } from '../features/legal/LegalErrorBoundary';
import { RequireAuth } from './guards/RequireAuth';
import { currentAppLanguage, loadLanguage } from '../core/i18n';
import { RootErrorBoundary } from './RootErrorBoundary';
import { RouteLoading } from '../core/RouteLoading';
import { ShellLayout } from './layout/ShellLayout';
import { loadStylesFor } from '../core/styles/load-styles';

/**
 * Every screen is its own chunk, so a learner opening one page downloads that page and the shell,
 * not every other screen (bench/reader.ts holds the reader route under 250 KB gzipped); the server
 * lists the chunk of the address it serves in the page (@shared/routing/screens). Every screen but
 * the home page also waits for Mantine's styles beyond the first paint's (all of them, or the
 * reader's share: Screen.styles); should they fail to arrive, it still renders, and the next
 * screen asks again.
 */
const lazyPage = (path: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path,
  hydrateFallbackElement: <RouteLoading />,
  // The screen's words in the chosen language (its chunk registers them) before it first renders.
  lazy: async () => {
    const [Component] = await Promise.all([load(), loadStylesFor(screenFor(path)).catch(() => undefined)]);
    await loadLanguage(currentAppLanguage()).catch(() => undefined);
    return { Component };
  },
});

const guarded: RouteObject[] = [
  lazyPage('/dashboard', async () => (await import('../features/dashboard/DashboardPage')).DashboardPage),
  lazyPage('/courses', async () => (await import('../features/courses/CoursesPage')).CoursesPage),
  lazyPage('/courses/:courseId', async () => (await import('../features/courses/CourseReaderPage')).CourseReaderPage),
  // Anything deeper under a course goes back to the catalogue.
  { path: '/courses/:courseId/*', element: <Navigate to="/courses" replace /> },
  lazyPage('/profile', async () => (await import('../features/profile/ProfilePage')).ProfilePage),
  lazyPage('/playground', async () => (await import('../features/playground/PlaygroundPage')).PlaygroundPage),
  lazyPage('/resume-builder', async () => (await import('../features/resume/ResumeBuilderPage')).ResumeBuilderPage),
  lazyPage('/ats-checker', async () => (await import('../features/ats/AtsCheckerPage')).AtsCheckerPage),
  lazyPage('/assignments', async () => (await import('../features/assignments/AssignmentsPage')).AssignmentsPage),
  // The grading queue checks the admin role itself, as the organiser dashboard does.
  lazyPage('/assignments/grading', async () => (await import('../features/assignments/GradingPage')).GradingPage),
  lazyPage('/github', async () => (await import('../features/github/GithubPage')).GithubPage),
  lazyPage('/projects', async () => (await import('../features/projects/ProjectsPage')).ProjectsPage),
  ...['/workspace', '/workspace/:projectId'].map((path) => lazyPage(path, async () => (await import('../features/workspace/WorkspacePage')).WorkspacePage)),
  lazyPage('/quizzes', async () => (await import('../features/quizzes/QuizzesPage')).QuizzesPage),
  // The admin panel checks the admin role itself (product.md §3.2.1: signed in; role checked inside).
  lazyPage('/admin', async () => (await import('../features/admin/AdminPage')).AdminPage),
  // The organiser dashboard checks the role itself, so a learner sees 'Access denied' (product.md §3.2.6).
  lazyPage('/hackathon/admin', async () => (await import('../features/hackathon/admin/AdminDashboardPage')).AdminDashboardPage),
  lazyPage('/sync', async () => (await import('../features/desktop/SyncPage')).SyncPage),
  // Opened in the system browser by the desktop app; signed in there, the learner allows the app.
  lazyPage('/desktop-sign-in', async () => (await import('../features/desktop-sign-in/DesktopSignInPage')).DesktopSignInPage),
];

const open: RouteObject[] = [
  lazyPage('/', async () => (await import('../features/home/HomePage')).HomePage),
  lazyPage('/login', async () => (await import('../features/auth/LoginPage')).LoginPage),
  lazyPage('/shared/:shareId', async () => (await import('../features/projects/SharedProjectPage')).SharedProjectPage),
  lazyPage('/u/:handle', async () => (await import('../features/profile/PublicProfilePage')).PublicProfilePage),
  lazyPage('/payment/:plan', async () => (await import('../features/payments/PaymentPage')).PaymentPage),
  // The desktop app's settings are there before anyone signs in (the first-run choice changes here).
  lazyPage('/app-settings', async () => (await import('../features/desktop/AppSettingsPage')).AppSettingsPage),
  // The dashboard's sign-in check is the hackathon shell's own (product.md §3.2.2).
  ...['/hackathon', '/hackathon/registration', '/hackathon/dashboard'].map((path) =>
    lazyPage(path, async () => (await import('../features/hackathon/HackathonPage')).HackathonPage),
  ),
  // Without a code the page offers a box to type one.
  ...['/hackathon/certificates', '/hackathon/certificates/:code'].map((path) =>
    lazyPage(path, async () => (await import('../features/hackathon/certificate/CertificateCheckPage')).CertificateCheckPage),
  ),
  ...legalSlugs.map((slug) => ({
    ...lazyPage(`/${slug}`, async () => {
      const { LegalPage } = await import('../features/legal/LegalPage');
      return function Legal() {
        return <LegalPage slug={slug} />;
      };
    }),
    errorElement: <LegalErrorBoundary />,
  })),
];

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <RootErrorBoundary />,
    children: [...open, { element: <RequireAuth />, children: guarded }, lazyPage('*', async () => (await import('../features/not-found/NotFoundPage')).NotFoundPage)],
  },
];

