import { Alert, Box, Button, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconSwords } from '@tabler/icons-react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../core/notifications/notify';
import { RouteLoading } from '../../core/RouteLoading';
import { useServerText } from '../../core/i18n';
import { closeButtonProps } from '../../core/notifications/notify';
import { delayLeft, pageShownSince } from '../../core/prompts/page-shown-since';
import { useAuth } from '../auth/auth-context';
import { warnDashboardNeedsLogin } from './dashboard-login-notice';
import { HackathonEventContext } from './event-context';
import { useHackathonTexts } from './hackathon-texts';
import { closeWelcomeNotice, showWelcomeNotice, useWelcomeNotice } from './welcome-notice';
// Part of the page's own code, not fetched after it: the server draws the landing for a visitor,
// and React takes that HTML over in one pass only if the landing's code is already there (a click
// held until then would otherwise reach HTML that React has not yet taken over).
import { LandingPage } from './landing/LandingPage';
import { useHackathonEvent } from './use-hackathon-event';
import classes from './preparing-cover.module.css';

const RegistrationWizard = lazy(async () => ({ default: (await import('./registration/RegistrationWizard')).RegistrationWizard }));
const ParticipantDashboard = lazy(async () => ({ default: (await import('./dashboard/ParticipantDashboard')).ParticipantDashboard }));

const preparingMs = 1_500;

const welcomedKey = 'hackathonWelcomed';

/**
 * product.md §3.2.2: the welcome toast greets a browser once per event, not on every load of every
 * hackathon page; true when it already has (and marks it so from now on).
 */
function welcomed(eventName: string): boolean {
  try {
    if (localStorage.getItem(welcomedKey) === eventName) return true;
    localStorage.setItem(welcomedKey, eventName);
  } catch {
    // Storage refused (a private window's quota): greeting again is the lesser harm.
  }
  return false;
}

/** product.md §3.2.2: one shell for the hackathon's three screens, chosen by the path. */
export function HackathonPage() {
  const t = useHackathonTexts();
  const serverText = useServerText();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, loading: authLoading } = useAuth();
  const event = useHackathonEvent();
  const [preparing, setPreparing] = useState(true);
  // Counted from when the page showed: a page the server drew showed its loading screen from the
  // document's load, before the app started.
  const [shownSince] = useState(() => pageShownSince(pathname));
  const onDashboard = pathname.includes('dashboard');

  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setPreparing(false)), delayLeft(preparingMs, shownSince));
    return () => clearTimeout(timer);
  }, [shownSince]);

  const name = event.data?.name;
  // On a phone a toast is as wide as the screen and floats over the cards and forms below it, so
  // the welcome takes its own place at the top of the page there, until closed.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const welcomeInPage = useWelcomeNotice();
  useEffect(() => {
    if (preparing || !name || welcomed(name)) return;
    if (phone) showWelcomeNotice(name);
    else notify({ id: 'hackathon-welcome', type: 'info', title: name, message: t('welcome', { name }) });
  }, [preparing, name, t, phone]);

  const guestOnDashboard = onDashboard && !authLoading && !user;
  useEffect(() => {
    if (!guestOnDashboard) return;
    warnDashboardNeedsLogin();
    void navigate('/hackathon', { replace: true });
  }, [guestOnDashboard, navigate]);

  if (preparing && !event.data) return <ShellMessage text={t('preparing')} />;
  if (event.isPending) return <ShellMessage text={t('loading')} />;
  if (event.isError) {
    return (
      <Center py={80} px="md">
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('loadFailed')} maw={480}>
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{serverText(event.error)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void event.refetch()}>
              {t('tryAgain')}
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  const View = pathname.includes('registration') ? RegistrationWizard : onDashboard ? ParticipantDashboard : LandingPage;
  // Once the event is known the view draws at once, with the loading notice over its top for the
  // rest of the 1.5 s; a page the server drew has both in its HTML.
  return (
    <Box pos="relative">
      {preparing && (
        <div className={classes.cover}>
          <Group gap="xs" wrap="nowrap" role="status">
            <Loader color="orange" size="xs" />
            <Text fz="sm" c="dimmed">
              {t('preparing')}
            </Text>
          </Group>
        </div>
      )}
      {welcomeInPage && (
        <Container size="xl" pt="sm">
          <Alert
            color="blue"
            icon={<IconSwords size={18} />}
            title={welcomeInPage}
            withCloseButton
            closeButtonLabel={closeButtonProps()['aria-label']}
            onClose={closeWelcomeNotice}
            data-testid="hackathon-welcome"
          >
            {t('welcome', { name: welcomeInPage })}
          </Alert>
        </Container>
      )}
      {/* The dashboard waits for the sign-in check rather than flashing before the guard sends a guest away. */}
      {onDashboard && !user ? (
        <RouteLoading />
      ) : (
        <HackathonEventContext value={event.data}>
          <Suspense fallback={<RouteLoading />}>
            <View />
          </Suspense>
        </HackathonEventContext>
      )}
    </Box>
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
