import { Avatar, Group, type MantineSize, Stack, Text } from '@mantine/core';
import type { Me } from '@shared/api/profile';

/** product.md §1.3: the display name falls back to the part of the e-mail before the @. */
export const displayNameOf = (user: Me) => user.displayName || user.email.split('@')[0] || user.email;

export function UserAvatar({ user, size = 'md' }: { user: Me; size?: MantineSize | number }) {
  const name = displayNameOf(user);
  return <Avatar src={user.photoURL} alt={name} name={name} color="initials" size={size} radius="xl" />;
}

/** Avatar, name and e-mail, as the profile menu and the mobile menu open with. */
export function UserIdentity({ user, avatarSize }: { user: Me; avatarSize: number }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={user} size={avatarSize} />
      <Stack gap={0} miw={0}>
        <Text fw={700} truncate>
          {displayNameOf(user)}
        </Text>
        <Text fz="xs" c="dimmed" truncate>
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}
