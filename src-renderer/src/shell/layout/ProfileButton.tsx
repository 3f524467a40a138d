import { Group, UnstyledButton } from '@mantine/core';
import type { Me } from '@shared/api/profile';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useShellTexts } from '../../core/shell-texts';
import { UserAvatar } from './UserAvatar';

/** The header's avatar button: the profile menu's target once its code has arrived, a plain button before. */
export function ProfileButton({ user, ...props }: { user: Me } & ComponentPropsWithRef<'button'>) {
  const t = useShellTexts();
  return (
    <UnstyledButton aria-label={t('openProfileMenu')} data-testid="profile-menu-button" {...props}>
      <Group gap={4} wrap="nowrap">
        <UserAvatar user={user} size={36} />
        <IconChevronDown size={16} />
      </Group>
    </UnstyledButton>
  );
}
