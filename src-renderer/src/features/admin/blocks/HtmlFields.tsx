import { Stack, Switch, Textarea } from '@mantine/core';
import { useAdminTexts } from '../admin-texts';
import type { FieldsProps } from './fields-props';

/** An html block: its markup, and whether the reader also runs it in the sandboxed live preview. */
export function HtmlFields({ body, onChange, errors }: FieldsProps<'html'>) {
  const t = useAdminTexts();
  return (
    <Stack gap="xs">
      <Textarea
        label={t('html')}
        required
        autosize
        minRows={4}
        maxRows={20}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        value={body.content}
        onChange={(e) => onChange({ ...body, content: e.currentTarget.value })}
        error={errors.content}
      />
      <Switch label={t('livePreview')} checked={body.preview} onChange={(e) => onChange({ ...body, preview: e.currentTarget.checked })} />
    </Stack>
  );
}
