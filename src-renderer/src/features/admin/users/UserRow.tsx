import { Badge, Group, Stack, Switch, Table, Text } from '@mantine/core';
import type { AdminUser, GrantableRole } from '@shared/admin/users';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

interface Props {
  user: AdminUser;
  busy: boolean;
  onRole: (role: GrantableRole, granted: boolean) => void;
}

/** One person: name and e-mail, their subscription, and switches for the roles an admin grants. */
export function UserRow({ user, busy, onRole }: Props) {
  const subscription = user.subscription;
  return (
    <Table.Tr data-testid="admin-user">
      <Table.Td>
        <Text fz="sm" fw={600}>
          {user.displayName}
        </Text>
        <Text fz="xs" c="dimmed">
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        {subscription ? (
          <Stack gap={0}>
            <Group gap={4}>
              <Badge size="sm" variant="light" color={subscription.current ? 'teal' : 'gray'}>
                {subscription.current ? 'Active' : subscription.status === 'cancelled' ? 'Cancelled' : 'Expired'}
              </Badge>
              <Text fz="xs">{subscription.planKey}</Text>
            </Group>
            <Text fz="xs" c="dimmed">
              until {day(subscription.expiresAt)}
            </Text>
          </Stack>
        ) : (
          <Text fz="xs" c="dimmed">
            Free
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="md" wrap="nowrap">
          {(['admin', 'organiser'] as const).map((role) => (
            <Switch
              key={role}
              label={role === 'admin' ? 'Admin' : 'Organiser'}
              checked={user.roles.includes(role)}
              disabled={busy}
              onChange={(event) => onRole(role, event.currentTarget.checked)}
              aria-label={`${role === 'admin' ? 'Admin' : 'Organiser'} role for ${user.email}`}
            />
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
