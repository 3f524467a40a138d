import { Select, Stack, Textarea } from '@mantine/core';
import { noteTypes } from '@shared/courses/blocks';
import type { FieldsProps } from './fields-props';

/** A note block: one of the six looks of product.md §2.3 and its text. */
export function NoteFields({ body, onChange, errors }: FieldsProps<'note'>) {
  return (
    <Stack gap="xs">
      <Select
        label="Kind"
        data={noteTypes.map((kind) => ({ value: kind, label: kind[0]?.toUpperCase() + kind.slice(1) }))}
        value={body.noteType}
        onChange={(kind) => onChange({ ...body, noteType: (kind ?? 'info') as typeof body.noteType })}
        allowDeselect={false}
        w={180}
      />
      <Textarea label="Note" required autosize minRows={2} maxRows={10} value={body.content} onChange={(e) => onChange({ ...body, content: e.currentTarget.value })} error={errors.content} />
    </Stack>
  );
}
