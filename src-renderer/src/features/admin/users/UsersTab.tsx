import { Alert, Group, Loader, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminNotice } from '../admin-notice';
import { useAdminMessage, useAdminTexts, useFailure } from '../admin-texts';
import { useAdminUsers, useSetRole } from './use-admin-users';
import { UserRow } from './UserRow';

/** The Users tab (**ours**): find a person by e-mail or name, see their subscription, grant or remove admin and organiser. */
export function UsersTab() {
  const t = useAdminTexts();
  const say = useAdminMessage();
  const failure = useFailure();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useAdminUsers(debounced, page);
  const setRole = useSetRole();
  const notice = useAdminNotice();
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Title order={2} fz="lg">
          {t('tabUsers')}
        </Title>
        <TextInput
          label={t('findUser')}
          placeholder={t('findUserPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {users.isPending && <Loader mx="auto" aria-label={t('loadingUsers')} />}
      {users.isError && (
        <Alert color="red" role="alert" title={t('fetchUsersFailed')}>
          {say(users.error)}
        </Alert>
      )}
      {users.data && users.data.users.length === 0 && <Text c="dimmed">{t('noUserMatches', { search: debounced })}</Text>}
      {users.data && users.data.users.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" data-testid="admin-user-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columnUser')}</Table.Th>
                <Table.Th>{t('columnSubscription')}</Table.Th>
                <Table.Th>{t('columnRoles')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  busy={setRole.isPending && setRole.variables.userId === user.id}
                  onRole={(role, granted) =>
                    setRole.mutate(
                      { userId: user.id, role, granted },
                      {
                        onSuccess: () => notice({ type: 'success', message: t(granted ? (role === 'admin' ? 'nowAdmin' : 'nowOrganiser') : role === 'admin' ? 'noLongerAdmin' : 'noLongerOrganiser', { email: user.email }) }),
                        onError: (error) => notice({ type: 'error', message: failure(t('roleFailed'), error) }),
                      },
                    )
                  }
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} mx="auto" size="sm" />}
    </Stack>
  );
}
