import { ActionIcon, Badge, Checkbox, Select, Table, Tooltip } from '@mantine/core';
import type { AdminRegistrationRow } from '@shared/api/hackathon/admin';
import { registrationStatuses, type RegistrationStatus } from '@shared/api/hackathon/registration';
import { IconEye } from '@tabler/icons-react';
import type { PointerEvent } from 'react';
import { paymentColors, shortRegistrationId, statusColors, statusLabel, teamLabel } from './registration-display';
import { statusOptions } from './status-options';

interface RegistrationRowProps {
  row: AdminRegistrationRow;
  index: number;
  selected: boolean;
  onToggle: () => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onView: () => void;
  onStatus: (status: RegistrationStatus) => void;
}

const asStatus = (value: string | null) => registrationStatuses.find((status) => status === value);

/** One registration in the table (product.md §3.2.6 columns); a press on the row starts a drag-select. */
export function RegistrationRow({ row, index, selected, onToggle, onPointerDown, onView, onStatus }: RegistrationRowProps) {
  return (
    <Table.Tr data-row-index={index} data-testid="admin-registration-row" bg={selected ? 'var(--mantine-primary-color-light)' : undefined} onPointerDown={onPointerDown} style={{ cursor: 'pointer' }}>
      <Table.Td>
        <Checkbox aria-label={`Select ${row.name}`} checked={selected} onChange={onToggle} />
      </Table.Td>
      <Table.Td ff="monospace" title={row.registration_id}>
        {shortRegistrationId(row.registration_id)}
      </Table.Td>
      <Table.Td>{row.name}</Table.Td>
      <Table.Td>{row.email}</Table.Td>
      <Table.Td>{teamLabel(row.team_name, row.team_size)}</Table.Td>
      <Table.Td>
        <Badge color={statusColors[row.status]} variant="light">
          {statusLabel(row.status)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Badge color={paymentColors[row.payment_status]} variant="outline">
          {row.payment_status}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Tooltip label="View details">
          <ActionIcon variant="subtle" aria-label={`View details of ${row.name}`} onClick={onView} mr={4}>
            <IconEye size={16} />
          </ActionIcon>
        </Tooltip>
        <Select
          aria-label={`Status of ${row.name}`}
          size="xs"
          w={130}
          display="inline-block"
          data={statusOptions}
          value={row.status}
          allowDeselect={false}
          onChange={(value) => {
            const status = asStatus(value);
            if (status && status !== row.status) onStatus(status);
          }}
        />
      </Table.Td>
    </Table.Tr>
  );
}
