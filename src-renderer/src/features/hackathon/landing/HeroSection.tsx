import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { countdown, countdownUnits, type CountdownUnit } from '@shared/hackathon/countdown';
import type { HackathonEvent } from '@shared/hackathon/event';
import { IconCalendarEvent, IconLayoutDashboard, IconMapPin, IconSwords } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ClientOnly } from '../../../core/ClientOnly';
import { useFormats } from '../../../core/format';
import { countdownAttribute, countdownUnitAttribute } from '../../../core/prerender/prerendered-page';
import { useAuth } from '../../auth/auth-context';
import { currentRegistration } from '../dashboard/current-registration';
import { useMyRegistrations } from '../dashboard/use-my-registrations';
import { warnDashboardNeedsLogin } from '../dashboard-login-notice';
import { countdownLabelKeys, useHackathonTexts } from '../hackathon-texts';
import { useNow } from '../use-now';
import classes from './prerender-countdown.module.css';
import { useLandingTexts } from './landing-texts';

/** product.md §3.2.3 item 1. */
export function HeroSection({ event }: { event: HackathonEvent }) {
  const formats = useFormats();
  const { user } = useAuth();
  const navigate = useNavigate();
  const viewDashboard = () => {
    if (user) void navigate('/hackathon/dashboard');
    else warnDashboardNeedsLogin();
  };

  return (
    <Paper
      component="section"
      aria-labelledby="hackathon-title"
      radius="lg"
      p={{ base: 'lg', sm: 48 }}
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-orange-7), var(--mantine-color-red-8))' }}
      c="white"
    >
      <Stack gap="lg" align="center" ta="center">
        <Text lang="hi" fz={{ base: 32, sm: 48 }} fw={800} lh={1.2}>
          {event.originalName}
        </Text>
        <Title id="hackathon-title" order={1} fz={{ base: 26, sm: 36 }} c="white">
          {event.name}
        </Title>
        <Text fz="xl" fw={600}>
          {event.subtitle}
        </Text>
        <Text maw={720} fz="md" c="orange.0">
          {event.description}
        </Text>
        <Group gap="xs" justify="center">
          <Badge size="lg" variant="white" color="orange" leftSection={<IconCalendarEvent size={14} />}>
            {formats.indiaDate(event.startsAt)}
          </Badge>
          <Badge size="lg" variant="white" color="orange" leftSection={<IconMapPin size={14} />} style={{ textTransform: 'none' }}>
            {event.venue}
          </Badge>
        </Group>
        {/* A page the server drew may be hours old: its countdown is counted by the page's start-up script until the app counts. */}
        <ClientOnly fallback={<PrerenderedCountdown startsAt={event.startsAt} endsAt={event.endsAt} />}>
          <Countdown startsAt={event.startsAt} endsAt={event.endsAt} />
        </ClientOnly>
        {/* The server draws the page for everyone; who is registered is known only in the browser. */}
        <ClientOnly fallback={<JoinButtons onDashboard={viewDashboard} />}>
          <CallToAction eventId={event.id} onDashboard={viewDashboard} />
        </ClientOnly>
      </Stack>
    </Paper>
  );
}

function JoinButtons({ onDashboard }: { onDashboard: () => void }) {
  const t = useLandingTexts();
  return (
    <Group justify="center" gap="md">
      <Button component={Link} to="/hackathon/registration" size="lg" color="dark" leftSection={<IconSwords size={20} />}>
        {t('joinBattle')}
      </Button>
      <Button size="lg" variant="white" color="orange" leftSection={<IconLayoutDashboard size={20} />} onClick={onDashboard}>
        {t('viewDashboard')}
      </Button>
    </Group>
  );
}

const standingKeys = { confirmed: 'youreIn', pending_payment: 'feeDue', waitlisted: 'onWaitlist' } as const;

/**
 * product.md §3.2.3: a learner already registered for this event is told so and sent to the
 * dashboard, rather than offered 'Join the Battle' and a wizard that would refuse them at its end.
 */
function CallToAction({ eventId, onDashboard }: { eventId: string; onDashboard: () => void }) {
  const t = useLandingTexts();
  const registrations = useMyRegistrations();
  const mine = registrations.data ? currentRegistration(registrations.data, eventId) : null;
  const standing = mine && (mine.status === 'confirmed' || mine.status === 'pending_payment' || mine.status === 'waitlisted') ? mine.status : null;
  if (!mine || !standing) return <JoinButtons onDashboard={onDashboard} />;
  return (
    <Stack gap="sm" align="center" data-testid="hackathon-registered">
      <Text fz="lg" fw={700}>
        {t(standingKeys[standing], { team: mine.team_name })}
      </Text>
      <Button component={Link} to="/hackathon/dashboard" size="lg" color="dark" leftSection={<IconLayoutDashboard size={20} />}>
        {t('goToDashboard')}
      </Button>
    </Stack>
  );
}

function Countdown({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const t = useLandingTexts();
  const shared = useHackathonTexts();
  const left = countdown(useNow(1_000), startsAt, endsAt);
  const label = shared(countdownLabelKeys[left.phase]);
  if (left.phase !== 'before-start') {
    return (
      <Text fz={{ base: 24, sm: 32 }} fw={800} data-testid="hackathon-countdown">
        {left.phase === 'in-progress' ? t('inProgress') : label}
      </Text>
    );
  }
  return <CountdownUnits label={label} figure={(unit) => String(left[unit]).padStart(2, '0')} />;
}

/**
 * The countdown in a page the server drew: the same boxes, with the figures left to the page's
 * start-up script (shell/prerender/prerender-countdowns.ts) and hidden until it has written them.
 */
function PrerenderedCountdown({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const shared = useHackathonTexts();
  return (
    <CountdownUnits label={shared(countdownLabelKeys['before-start'])} countsTo={`${startsAt} ${endsAt}`} />
  );
}

/** The four boxes: with `figure`, counted by React; with `countsTo` instead, by the start-up script. */
function CountdownUnits({ label, figure, countsTo }: { label: string; figure?: (unit: CountdownUnit) => string; countsTo?: string }) {
  const t = useLandingTexts();
  const drawn = countsTo === undefined ? {} : { [countdownAttribute]: countsTo, className: classes.clock };
  return (
    <Stack gap={6} align="center" data-testid={countsTo === undefined ? 'hackathon-countdown' : 'hackathon-countdown-prerendered'} {...drawn}>
      {/* A timer is not announced on every tick; the label says what it counts to. */}
      <SimpleGrid cols={4} spacing="xs" role="timer" aria-label={label}>
        {countdownUnits.map((unit) => (
          <Box key={unit} bg="rgba(0, 0, 0, 0.25)" px={{ base: 'xs', sm: 'md' }} py="xs" miw={64} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Text
              fz={{ base: 24, sm: 32 }}
              fw={800}
              lh={1.1}
              ff="monospace"
              className={figure ? undefined : classes.figure}
              {...(figure ? {} : { [countdownUnitAttribute]: unit })}
            >
              {figure?.(unit)}
            </Text>
            <Text fz="xs" tt="uppercase">
              {t(unit)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text fz="sm">{label}</Text>
    </Stack>
  );
}
