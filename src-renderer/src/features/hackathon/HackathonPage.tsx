import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { RouteLoading } from '../../app/RouteLoading';

const LandingPage = lazy(async () => ({ default: (await import('./landing/LandingPage')).LandingPage }));
const RegistrationWizard = lazy(async () => ({ default: (await import('./registration/RegistrationWizard')).RegistrationWizard }));
const ParticipantDashboard = lazy(async () => ({ default: (await import('./dashboard/ParticipantDashboard')).ParticipantDashboard }));

/** product.md §3.2.2: one shell for the hackathon's three screens, chosen by the path. */
export function HackathonPage() {
  const { pathname } = useLocation();
  const View = pathname.includes('registration') ? RegistrationWizard : pathname.includes('dashboard') ? ParticipantDashboard : LandingPage;
  return (
    <Suspense fallback={<RouteLoading />}>
      <View />
    </Suspense>
  );
}
