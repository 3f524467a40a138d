import { Group, Stack, TextInput } from '@mantine/core';
import { useAdminTexts } from '../admin-texts';
import type { FieldsProps } from './fields-props';

/** An address's shape, not words to translate. */
const urlExample = 'https://…';

/** An image block (product.md §2.3): address, alternative text, caption and width (100% by default). */
export function ImageFields({ body, onChange, errors }: FieldsProps<'image'>) {
  const t = useAdminTexts();
  return (
    <Stack gap="xs">
      <TextInput label={t('imageUrl')} required type="url" placeholder={urlExample} value={body.url} onChange={(e) => onChange({ ...body, url: e.currentTarget.value })} error={errors.url} />
      <TextInput
        label={t('altText')}
        description={t('altHint')}
        required
        value={body.alt}
        onChange={(e) => onChange({ ...body, alt: e.currentTarget.value })}
        error={errors.alt}
      />
      <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput label={t('caption')} value={body.caption ?? ''} onChange={(e) => onChange({ ...body, caption: e.currentTarget.value })} miw={180} />
        <TextInput label={t('width')} placeholder="100%" value={body.width} onChange={(e) => onChange({ ...body, width: e.currentTarget.value })} error={errors.width} maw={140} />
      </Group>
    </Stack>
  );
}
