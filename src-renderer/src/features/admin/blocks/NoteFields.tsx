import { Select, Stack, Textarea } from '@mantine/core';
import { noteTypes } from '@shared/courses/blocks';
import { useAdminTexts } from '../admin-texts';
import { noteTypeText } from './block-labels';
import type { FieldsProps } from './fields-props';

/** A note block: one of the six looks of product.md §2.3 and its text. */
export function NoteFields({ body, onChange, errors }: FieldsProps<'note'>) {
  const t = useAdminTexts();
  return (
    <Stack gap="xs">
      <Select
        label={t('kind')}
        data={noteTypes.map((kind) => ({ value: kind, label: t(noteTypeText[kind]) }))}
        value={body.noteType}
        onChange={(kind) => onChange({ ...body, noteType: (kind ?? 'info') as typeof body.noteType })}
        allowDeselect={false}
        w={180}
      />
      <Textarea label={t('note')} required autosize minRows={2} maxRows={10} value={body.content} onChange={(e) => onChange({ ...body, content: e.currentTarget.value })} error={errors.content} />
    </Stack>
  );
}
