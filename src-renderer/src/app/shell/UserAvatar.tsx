import { Avatar, type MantineSize } from '@mantine/core';
import type { Me } from '@shared/api/auth';

/** Spec 1 §3: the display name falls back to the part of the e-mail before the @. */
export const displayNameOf = (user: Me) => user.displayName || user.email.split('@')[0] || user.email;

export function UserAvatar({ user, size = 'md' }: { user: Me; size?: MantineSize | number }) {
  const name = displayNameOf(user);
  return <Avatar src={user.photoURL} alt={name} name={name} color="initials" size={size} radius="xl" />;
}
