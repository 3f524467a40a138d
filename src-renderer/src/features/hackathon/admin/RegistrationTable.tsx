import { Table, VisuallyHidden } from '@mantine/core';
import type { AdminRegistrationRow } from '@shared/api/hackathon-admin';
import type { RegistrationStatus } from '@shared/api/hackathon-registration';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { useAdminTexts } from './admin-texts';
import { RegistrationRow } from './RegistrationRow';
import { useDragSelect } from './use-drag-select';

interface RegistrationTableProps {
  rows: readonly AdminRegistrationRow[];
  selection: ReadonlySet<string>;
  onSelection: (next: Set<string>) => void;
  onView: (registrationId: string) => void;
  onStatus: (registrationId: string, status: RegistrationStatus) => void;
}

/**
 * The page's rows; scrolls sideways on a phone rather than squeezing eight columns into 375 px.
 * Memoised, with handlers that keep their identity, so typing a search or ticking one row
 * re-renders only what changed: each row holds a status menu, and 20 of them redrawn per key stroke
 * or per row crossed in a drag made the screen lag.
 */
export const RegistrationTable = memo(function RegistrationTable({ rows, selection, onSelection, onView, onStatus }: RegistrationTableProps) {
  const t = useAdminTexts();
  const ids = rows.map((row) => row.registration_id);
  const { onRowPointerDown } = useDragSelect(ids, selection, onSelection);
  const latest = useRef({ selection, onSelection, onView, onStatus });
  useLayoutEffect(() => {
    latest.current = { selection, onSelection, onView, onStatus };
  });
  const toggle = useCallback((id: string) => {
    const next = new Set(latest.current.selection);
    if (!next.delete(id)) next.add(id);
    latest.current.onSelection(next);
  }, []);
  const view = useCallback((id: string) => latest.current.onView(id), []);
  const setStatus = useCallback((id: string, status: RegistrationStatus) => latest.current.onStatus(id, status), []);
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="admin-registrations-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{t('select')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('id')}</Table.Th>
            <Table.Th>{t('name')}</Table.Th>
            <Table.Th>{t('email')}</Table.Th>
            <Table.Th>{t('team')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            <Table.Th>{t('payment')}</Table.Th>
            <Table.Th>{t('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <RegistrationRow
              key={row.registration_id}
              row={row}
              index={index}
              selected={selection.has(row.registration_id)}
              onToggle={toggle}
              onPointerDown={onRowPointerDown}
              onView={view}
              onStatus={setStatus}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
