import { Text } from '@mantine/core';
import { countdown } from '@shared/hackathon/countdown';
import { IconHourglass } from '@tabler/icons-react';
import { countdownLabelKeys, useHackathonTexts } from '../hackathon-texts';
import { useDashboardTexts } from './dashboard-texts';
import { OverviewCard } from './OverviewCard';
import { useNow } from './use-now';

/** product.md §3.9: the dashboard's countdown moves once a minute, so it shows no seconds. */
const refreshMs = 60_000;

export function CountdownCard({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const t = useDashboardTexts();
  const shared = useHackathonTexts();
  const now = useNow(refreshMs);
  const left = countdown(now, startsAt, endsAt);
  return (
    <OverviewCard icon={<IconHourglass size={20} />} color="orange" label={t('timeRemaining')}>
      {left.phase !== 'completed' && (
        <Text fw={700} fz="lg">
          {t('timeLeft', { days: left.days, hours: left.hours, minutes: left.minutes })}
        </Text>
      )}
      <Text fz={left.phase === 'completed' ? 'lg' : 'sm'} fw={left.phase === 'completed' ? 700 : undefined} c={left.phase === 'completed' ? undefined : 'dimmed'}>
        {shared(countdownLabelKeys[left.phase])}
      </Text>
    </OverviewCard>
  );
}
