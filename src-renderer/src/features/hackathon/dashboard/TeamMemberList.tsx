import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { Team } from '@shared/api/hackathon-teams';
import { useFormats } from '../../../core/format';
import { useDashboardTexts } from './dashboard-texts';

/** The team's members with their roles and the day each joined. */
export function TeamMemberList({ members }: { members: Team['members'] }) {
  const t = useDashboardTexts();
  const formats = useFormats();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('teamMembers')}>
      {members.map((member) => (
        <Group key={member.userId} component="li" gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar radius="xl" color="initials" name={member.name} alt="" />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {member.name}
              </Text>
              <Text fz="xs" c="dimmed" truncate>
                {member.email}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('joined', { date: formats.date(member.joinedAt) })}
              </Text>
            </div>
          </Group>
          <Badge variant={member.role === 'leader' ? 'filled' : 'light'} color={member.role === 'leader' ? 'orange' : 'blue'} style={{ flexShrink: 0 }}>
            {member.role === 'leader' ? t('leader') : t('member')}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
