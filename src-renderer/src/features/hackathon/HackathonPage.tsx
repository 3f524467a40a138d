import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../app/notifications/notify';
import { RouteLoading } from '../../app/RouteLoading';
import { useServerText } from '../../app/i18n';
import { useAuth } from '../auth/auth-context';
import { warnDashboardNeedsLogin } from './dashboard-login-notice';
import { HackathonEventContext } from './event-context';
import { useHackathonTexts } from './hackathon-texts';
import { useHackathonEvent } from './use-hackathon-event';

const LandingPage = lazy(async () => ({ default: (await import('./landing/LandingPage')).LandingPage }));
const RegistrationWizard = lazy(async () => ({ default: (await import('./registration/RegistrationWizard')).RegistrationWizard }));
const ParticipantDashboard = lazy(async () => ({ default: (await import('./dashboard/ParticipantDashboard')).ParticipantDashboard }));

const preparingMs = 1_500;

/** product.md §3.2.2: one shell for the hackathon's three screens, chosen by the path. */
export function HackathonPage() {
  const t = useHackathonTexts();
  const serverText = useServerText();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, loading: authLoading } = useAuth();
  const event = useHackathonEvent();
  const [preparing, setPreparing] = useState(true);
  const onDashboard = pathname.includes('dashboard');

  useEffect(() => {
    // The landing is the page's largest render (about 1,800 components): as a transition it renders
    // in slices between which a slow phone still answers taps, and keeps the message up meanwhile.
    const timer = setTimeout(() => startTransition(() => setPreparing(false)), preparingMs);
    return () => clearTimeout(timer);
  }, []);

  const name = event.data?.name;
  useEffect(() => {
    if (preparing || !name) return;
    notify({ id: 'hackathon-welcome', type: 'info', title: name, message: t('welcome', { name }) });
  }, [preparing, name, t]);

  const guestOnDashboard = onDashboard && !authLoading && !user;
  useEffect(() => {
    if (!guestOnDashboard) return;
    warnDashboardNeedsLogin();
    void navigate('/hackathon', { replace: true });
  }, [guestOnDashboard, navigate]);

  if (preparing) return <ShellMessage text={t('preparing')} />;
  if (event.isPending) return <ShellMessage text={t('loading')} />;
  if (event.isError) {
    return (
      <Center py={80} px="md">
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('loadFailed')} maw={480}>
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{serverText(event.error.message)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void event.refetch()}>
              {t('tryAgain')}
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  // The dashboard waits for the sign-in check rather than flashing before the guard sends a guest away.
  if (onDashboard && !user) return <RouteLoading />;

  const View = pathname.includes('registration') ? RegistrationWizard : onDashboard ? ParticipantDashboard : LandingPage;
  return (
    <HackathonEventContext value={event.data}>
      <Suspense fallback={<RouteLoading />}>
        <View />
      </Suspense>
    </HackathonEventContext>
  );
}

function ShellMessage({ text }: { text: string }) {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm" role="status">
        <Loader color="orange" />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}
