import { legalSlugs } from '@shared/legal/legal-document';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { PublicProfilePage } from '../features/profile/PublicProfilePage';
import { HomePage } from '../features/home/HomePage';
import { LegalErrorBoundary } from '../features/legal/LegalErrorBoundary';
import { LegalPage } from '../features/legal/LegalPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RouteLoading } from '../features/courses/RouteLoading';
import { RequireAuth } from './guards/RequireAuth';
import { RootErrorBoundary } from './RootErrorBoundary';
import { ShellLayout } from './shell/ShellLayout';

/**
 * Spec 3 §2.1. Screens that later work brings show the not-found page until they exist; the
 * guard still runs first, so the access rules hold from day one.
 */
const notYetBuilt = (path: string): RouteObject => ({ path, element: <NotFoundPage /> });

const guarded: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  // Lazy route modules: the reader's chunk stays small and loads only for learners who read.
  {
    path: '/courses',
    hydrateFallbackElement: <RouteLoading />,
    lazy: async () => ({ Component: (await import('../features/courses/CoursesPage')).CoursesPage }),
  },
  {
    path: '/courses/:courseId',
    hydrateFallbackElement: <RouteLoading />,
    lazy: async () => ({ Component: (await import('../features/courses/CourseReaderPage')).CourseReaderPage }),
  },
  // Anything deeper under a course goes back to the catalogue.
  { path: '/courses/:courseId/*', element: <Navigate to="/courses" replace /> },
  { path: '/profile', element: <ProfilePage /> },
  notYetBuilt('/playground'),
  notYetBuilt('/resume-builder'),
  notYetBuilt('/ats-checker'),
  notYetBuilt('/assignments'),
  notYetBuilt('/github'),
  notYetBuilt('/projects'),
  notYetBuilt('/quizzes'),
  notYetBuilt('/admin'),
  notYetBuilt('/hackathon/dashboard'),
];

const open: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/u/:handle', element: <PublicProfilePage /> },
  notYetBuilt('/payment/:plan'),
  notYetBuilt('/hackathon'),
  notYetBuilt('/hackathon/registration'),
  ...legalSlugs.map((slug) => ({
    path: `/${slug}`,
    element: <LegalPage slug={slug} />,
    errorElement: <LegalErrorBoundary />,
  })),
];

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <RootErrorBoundary />,
    children: [...open, { element: <RequireAuth />, children: guarded }, { path: '*', element: <NotFoundPage /> }],
  },
];

export const router = createBrowserRouter(routes);
