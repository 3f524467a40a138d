import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { countdown } from '@shared/hackathon/countdown';
import type { HackathonEvent } from '@shared/hackathon/event';
import { IconCalendarEvent, IconLayoutDashboard, IconMapPin, IconSwords } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ClientOnly } from '../../../app/ClientOnly';
import { useFormats } from '../../../app/format';
import { useAuth } from '../../auth/auth-context';
import { warnDashboardNeedsLogin } from '../dashboard-login-notice';
import { countdownLabelKeys, useHackathonTexts } from '../hackathon-texts';
import { useNow } from '../use-now';
import { useLandingTexts } from './landing-texts';

/** product.md §3.2.3 item 1. */
export function HeroSection({ event }: { event: HackathonEvent }) {
  const t = useLandingTexts();
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
        {/* A page the server drew may be hours old: the countdown waits for the app, in the space it takes. */}
        <ClientOnly fallback={<Box h={{ base: countdownHeight.base, sm: countdownHeight.sm }} data-testid="hackathon-countdown-space" />}>
          <Countdown startsAt={event.startsAt} endsAt={event.endsAt} />
        </ClientOnly>
        <Group justify="center" gap="md">
          <Button component={Link} to="/hackathon/registration" size="lg" color="dark" leftSection={<IconSwords size={20} />}>
            {t('joinBattle')}
          </Button>
          <Button size="lg" variant="white" color="orange" leftSection={<IconLayoutDashboard size={20} />} onClick={viewDashboard}>
            {t('viewDashboard')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The countdown's height before the hackathon begins, in px, on a phone and from `sm` up. */
const countdownHeight = { base: 93, sm: 101 };

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
  const units = [
    { label: t('days'), value: left.days },
    { label: t('hours'), value: left.hours },
    { label: t('minutes'), value: left.minutes },
    { label: t('seconds'), value: left.seconds },
  ];
  return (
    <Stack gap={6} align="center" data-testid="hackathon-countdown">
      {/* A timer is not announced on every tick; the label says what it counts to. */}
      <SimpleGrid cols={4} spacing="xs" role="timer" aria-label={label}>
        {units.map((unit) => (
          <Box key={unit.label} bg="rgba(0, 0, 0, 0.25)" px={{ base: 'xs', sm: 'md' }} py="xs" miw={64} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Text fz={{ base: 24, sm: 32 }} fw={800} lh={1.1} ff="monospace">
              {String(unit.value).padStart(2, '0')}
            </Text>
            <Text fz="xs" tt="uppercase">
              {unit.label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text fz="sm">{label}</Text>
    </Stack>
  );
}
