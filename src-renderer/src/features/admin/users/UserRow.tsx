import { Badge, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { grantableRoles, type AdminUser, type GrantableRole } from '@shared/admin/users';
import { useFormats } from '../../../core/format';
import { useAdminTexts } from '../admin-texts';

interface Props {
  user: AdminUser;
  busy: boolean;
  onRole: (role: GrantableRole, granted: boolean) => void;
}

/** One person: name and e-mail, their subscription, and switches for the roles an admin grants. */
export function UserRow({ user, busy, onRole }: Props) {
  const t = useAdminTexts();
  const formats = useFormats();
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
                {subscription.current ? t('subscriptionActive') : subscription.status === 'cancelled' ? t('subscriptionCancelled') : t('subscriptionExpired')}
              </Badge>
              <Text fz="xs">{subscription.planKey}</Text>
            </Group>
            <Text fz="xs" c="dimmed">
              {t('until', { date: formats.date(subscription.expiresAt) })}
            </Text>
          </Stack>
        ) : (
          <Text fz="xs" c="dimmed">
            {t('free')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="md" wrap="nowrap">
          {grantableRoles.map((role) => (
            <Switch
              key={role}
              label={t(role === 'admin' ? 'roleAdmin' : 'roleOrganiser')}
              checked={user.roles.includes(role)}
              disabled={busy}
              onChange={(event) => onRole(role, event.currentTarget.checked)}
              aria-label={t('roleFor', { role: t(role === 'admin' ? 'roleAdmin' : 'roleOrganiser'), email: user.email })}
            />
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
