import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Me } from '@shared/api/profile';
import { IconEdit, IconLock, IconRefresh, IconShare, IconWorld } from '@tabler/icons-react';
import { useProfileTexts } from './profile-texts';
import { SocialLinkList } from './SocialLinkList';

interface Props {
  me: Me;
  refreshing: boolean;
  onEdit: () => void;
  onRefresh: () => void;
  onShare: () => void;
}

export function ProfileHeader({ me, refreshing, onEdit, onRefresh, onShare }: Props) {
  const t = useProfileTexts();
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={me.photoURL} size={80} radius="xl" alt={t('photoAlt', { name: me.displayName })} data-testid="profile-photo">
            {me.displayName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={26} style={{ overflowWrap: 'anywhere' }}>
              {me.displayName}
            </Title>
            <Group gap={6}>
              <Text c="dimmed" fz="sm">
                @{me.handle}
              </Text>
              <Badge size="sm" variant="light" color={me.profileVisibility === 'public' ? 'teal' : 'gray'} leftSection={me.profileVisibility === 'public' ? <IconWorld size={12} /> : <IconLock size={12} />}>
                {me.profileVisibility === 'public' ? t('public') : t('private')}
              </Badge>
            </Group>
            {me.bio && (
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="profile-bio">
                {me.bio}
              </Text>
            )}
            <SocialLinkList links={me.socialLinks} />
          </Stack>
        </Group>
        <Group gap="xs">
          <Button leftSection={<IconEdit size={16} />} onClick={onEdit}>
            {t('editProfile')}
          </Button>
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRefresh} loading={refreshing}>
            {t('refresh')}
          </Button>
          <Button variant="default" leftSection={<IconShare size={16} />} onClick={onShare}>
            {t('share')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
