import { Button, Group } from '@mantine/core';
import { useAdminTexts } from './admin-texts';

/** Edit and Delete for one row of the panel's lists, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const t = useAdminTexts();
  return (
    <Group gap={4}>
      <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={t('editNamed', { name })}>
        {t('edit')}
      </Button>
      <Button size="compact-sm" variant="light" color="red" onClick={onDelete} aria-label={t('deleteNamed', { name })}>
        {t('delete')}
      </Button>
    </Group>
  );
}
