import { Button, Group } from '@mantine/core';

/** Edit and Delete for one row of the panel's lists, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Group gap={4}>
      <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="compact-sm" variant="light" color="red" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Group>
  );
}
