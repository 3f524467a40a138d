import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { LegalErrorBoundary } from '../features/legal/LegalErrorBoundary';
import { LegalPage } from '../features/legal/LegalPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { legalSlugs } from '@shared/legal/legal-document';
import { RootErrorBoundary } from './RootErrorBoundary';
import { ShellLayout } from './shell/ShellLayout';

export const router = createBrowserRouter([
  {
    element: <ShellLayout />,
    errorElement: <RootErrorBoundary />,
    children: [
      { path: '/', element: <HomePage /> },
      ...legalSlugs.map((slug) => ({
        path: `/${slug}`,
        element: <LegalPage slug={slug} />,
        errorElement: <LegalErrorBoundary />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
