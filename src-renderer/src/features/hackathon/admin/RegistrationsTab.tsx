import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { adminPageSizeDefault, type AdminListQueryInput } from '@shared/api/hackathon-admin';
import { IconMail } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useFormats } from '../../../core/format';
import { useServerText } from '../../../core/i18n';
import { adminMessages } from './admin-messages';
import { useAdminTexts } from './admin-texts';
import { BulkActionBar } from './BulkActionBar';
import { BulkEmailModal } from './BulkEmailModal';
import { ExportMenu } from './ExportMenu';
import { Pager } from './Pager';
import { RegistrationFilters, type ListFilters } from './RegistrationFilters';
import { RegistrationTable } from './RegistrationTable';
import { useAdminRegistrations } from './use-admin-queries';
import type { useExport } from './use-export';
import type { ListFiltersState } from './use-list-filters';
import { useSelectFiltered } from './use-select-filtered';
import { useStatusMutations } from './use-status-mutations';

const noOptions: readonly string[] = [];

interface RegistrationsTabProps {
  exporter: ReturnType<typeof useExport>;
  /** The search and filters, held by the dashboard so its shortcut exports the same rows. */
  filtering: ListFiltersState;
  onView: (registrationId: string) => void;
}

/**
 * product.md §3.2.6 Registrations: search, filters and paging are the server's (20 a page); the
 * selection is a set of ids that survives paging, so rows from several pages can be acted on.
 */
export function RegistrationsTab({ exporter, filtering, onView }: RegistrationsTabProps) {
  const t = useAdminTexts();
  const serverText = useServerText();
  const formats = useFormats();
  const { search, setSearch, filters, setFilters, matching } = filtering;
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [emailOpen, setEmailOpen] = useState(false);
  const query: AdminListQueryInput = { ...matching, page, pageSize: adminPageSizeDefault };
  const list = useAdminRegistrations(query);
  const { update, bulk } = useStatusMutations();
  const selectFiltered = useSelectFiltered((ids) => setSelection(new Set([...selection, ...ids])));
  const total = list.data?.total ?? 0;
  const rows = list.data?.registrations ?? [];
  const selectedIds = [...selection];

  const selectPage = () => setSelection(new Set([...selection, ...rows.map((row) => row.registration_id)]));
  const changeFilters = useCallback(
    (next: ListFilters) => {
      setFilters(next);
      setPage(1);
    },
    [setFilters],
  );
  const { mutate: updateStatus } = update;
  const setStatus = useCallback((registration_id: string, status: Parameters<typeof updateStatus>[0]['status']) => updateStatus({ registration_id, status }), [updateStatus]);
  const applyBulk = (status: Parameters<typeof bulk.mutate>[0]['status']) =>
    bulk.mutate({ ids: selectedIds, status }, { onSuccess: () => setSelection(new Set()) });

  return (
    <Stack gap="sm">
      <RegistrationFilters
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        filters={filters}
        onFilters={changeFilters}
        colleges={list.data?.filters.colleges ?? noOptions}
        departments={list.data?.filters.departments ?? noOptions}
      />
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="default" onClick={selectPage} disabled={rows.length === 0}>
          {t('selectPage')}
        </Button>
        <Button size="xs" variant="default" onClick={() => selectFiltered.mutate(matching)} loading={selectFiltered.isPending} disabled={total === 0}>
          {t('selectFiltered', { count: formats.number(total) })}
        </Button>
        <Button size="xs" variant="default" onClick={() => setSelection(new Set())} disabled={selection.size === 0}>
          {t('clearSelection')}
        </Button>
        <ExportMenu
          exporter={exporter}
          selectedIds={selectedIds}
          matching={matching}
          matchingCount={total}
          filtered={Object.values(matching).some((value) => value !== undefined)}
        />
        <Button size="xs" leftSection={<IconMail size={14} />} disabled={selection.size === 0} onClick={() => setEmailOpen(true)}>
          {t('sendEmails')}
        </Button>
        {list.data && (
          <Text fz="sm" c="dimmed" ml="auto">
            {t('matching', { count: formats.number(list.data.total) })}
          </Text>
        )}
      </Group>
      <BulkActionBar selectedCount={selection.size} busy={bulk.isPending} onApply={applyBulk} />
      {list.isError && !list.data ? (
        <Alert color="red" role="alert" title={serverText(adminMessages.fetchRegistrations)}>
          <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : !list.data ? (
        <Loader mx="auto" my="xl" aria-label={t('loadingRegistrations')} />
      ) : rows.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {t('noMatch')}
        </Text>
      ) : (
        <RegistrationTable
          rows={rows}
          selection={selection}
          onSelection={setSelection}
          onView={onView}
          onStatus={setStatus}
        />
      )}
      {list.data && <Pager page={list.data.page} pages={list.data.pageCount} onPage={setPage} />}
      <BulkEmailModal opened={emailOpen} recipients={selectedIds} onClose={() => setEmailOpen(false)} />
    </Stack>
  );
}
