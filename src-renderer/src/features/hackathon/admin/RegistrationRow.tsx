import { ActionIcon, Badge, Checkbox, Group, NativeSelect, Table } from '@mantine/core';
import type { AdminRegistrationRow } from '@shared/api/hackathon-admin';
import { registrationStatuses, type RegistrationStatus } from '@shared/api/hackathon-registration';
import { IconEye } from '@tabler/icons-react';
import { memo, type PointerEvent } from 'react';
import { paymentKeys, statusKeys, useAdminTexts } from './admin-texts';
import { paymentColors, shortRegistrationId, statusColors, teamLabel } from './registration-display';
import { useStatusOptions } from './status-options';

interface RegistrationRowProps {
  row: AdminRegistrationRow;
  index: number;
  selected: boolean;
  /** Each takes the row's id or index, so one handler serves every row and a row re-renders only when it changes. */
  onToggle: (registrationId: string) => void;
  onPointerDown: (index: number, event: PointerEvent<HTMLElement>) => void;
  onView: (registrationId: string) => void;
  onStatus: (registrationId: string, status: RegistrationStatus) => void;
}

const asStatus = (value: string) => registrationStatuses.find((status) => status === value);

/** One registration in the table (product.md §3.2.6 columns); a press on the row starts a drag-select. */
export const RegistrationRow = memo(function RegistrationRow({ row, index, selected, onToggle, onPointerDown, onView, onStatus }: RegistrationRowProps) {
  const t = useAdminTexts();
  const statusOptions = useStatusOptions();
  const id = row.registration_id;
  return (
    <Table.Tr
      data-row-index={index}
      data-testid="admin-registration-row"
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      onPointerDown={(event) => onPointerDown(index, event)}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td>
        <Checkbox aria-label={t('selectRow', { name: row.name })} checked={selected} onChange={() => onToggle(id)} />
      </Table.Td>
      <Table.Td ff="monospace" title={row.registration_id}>
        {shortRegistrationId(row.registration_id)}
      </Table.Td>
      <Table.Td>{row.name}</Table.Td>
      <Table.Td>{row.email}</Table.Td>
      <Table.Td>{teamLabel(row.team_name, row.team_size)}</Table.Td>
      <Table.Td>
        <Badge color={statusColors[row.status]} variant="light" data-testid="admin-row-status">
          {t(statusKeys[row.status])}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Badge color={paymentColors[row.payment_status]} variant="outline">
          {t(paymentKeys[row.payment_status])}
        </Badge>
      </Table.Td>
      <Table.Td>
        {/* Native controls: a row is drawn 20 times a page, and the browser's own select and title cost nothing to mount. */}
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t('viewDetailsOf', { name: row.name })} title={t('viewDetails')} onClick={() => onView(id)}>
            <IconEye size={16} />
          </ActionIcon>
          <NativeSelect
            aria-label={t('statusOf', { name: row.name })}
            size="xs"
            w={140}
            data={statusOptions}
            value={row.status}
            onChange={(event) => {
              const status = asStatus(event.currentTarget.value);
              if (status && status !== row.status) onStatus(id, status);
            }}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
