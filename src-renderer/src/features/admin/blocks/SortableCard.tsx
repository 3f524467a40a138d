import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { DragEvent, KeyboardEvent, ReactNode } from 'react';
import { useAdminTexts } from '../admin-texts';

interface Props {
  label: string;
  title: string;
  first: boolean;
  last: boolean;
  dragging: boolean;
  dropEdge: 'before' | 'after' | null;
  setHandle: (element: HTMLElement | null) => void;
  onMove: (delta: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onDragStart: () => void;
  onDragOver: (lower: boolean) => void;
  onDrop: (lower: boolean) => void;
  onDragEnd: () => void;
  children: ReactNode;
}

const lowerHalf = (event: DragEvent<HTMLElement>) => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
};

const edge = 'inset 0 3px 0 0 var(--mantine-primary-color-filled)';
const edgeBelow = 'inset 0 -3px 0 0 var(--mantine-primary-color-filled)';

/** One card of a sortable list: the handle, its name, move, duplicate and delete, and the item's fields. */
export function SortableCard({ label, title, first, last, dragging, dropEdge, setHandle, onMove, onDuplicate, onDelete, onDragStart, onDragOver, onDrop, onDragEnd, children }: Props) {
  const t = useAdminTexts();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(event.key === 'ArrowUp' ? -1 : 1);
  };
  const capitalised = label[0]?.toUpperCase() + label.slice(1);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-label={`${capitalised}: ${title}`}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        onDragOver(lowerHalf(event));
      }}
      onDrop={(event) => {
        event.preventDefault();
        onDrop(lowerHalf(event));
      }}
      style={{ opacity: dragging ? 0.5 : 1, boxShadow: dropEdge === 'before' ? edge : dropEdge === 'after' ? edgeBelow : undefined }}
      data-testid="sortable-card"
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" mb="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Tooltip label={t('dragHint')} withArrow openDelay={400}>
            <ActionIcon
              ref={setHandle}
              variant="subtle"
              color="gray"
              draggable
              style={{ cursor: 'grab' }}
              aria-label={t('moveNamed', { label })}
              onDragStart={(event: DragEvent<HTMLButtonElement>) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', label);
                const card = event.currentTarget.closest('[data-testid="sortable-card"]');
                if (card instanceof HTMLElement) event.dataTransfer.setDragImage(card, 16, 16);
                onDragStart();
              }}
              onDragEnd={onDragEnd}
            >
              <IconGripVertical size={16} />
            </ActionIcon>
          </Tooltip>
          <Text fz="sm" fw={600} truncate>
            {capitalised} · {title}
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" onClick={() => onMove(-1)} disabled={first} aria-label={t('moveUp', { label })}>
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="gray" onClick={() => onMove(1)} disabled={last} aria-label={t('moveDown', { label })}>
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="gray" onClick={onDuplicate} aria-label={t('duplicate', { label })}>
            <IconCopy size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('deleteNamed', { name: label })}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {children}
    </Paper>
  );
}
