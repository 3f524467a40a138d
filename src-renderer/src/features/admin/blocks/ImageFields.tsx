import { Group, Stack, TextInput } from '@mantine/core';
import type { FieldsProps } from './fields-props';

/** An image block (product.md §2.3): address, alternative text, caption and width (100% by default). */
export function ImageFields({ body, onChange, errors }: FieldsProps<'image'>) {
  return (
    <Stack gap="xs">
      <TextInput label="Image URL" required type="url" placeholder="https://…" value={body.url} onChange={(e) => onChange({ ...body, url: e.currentTarget.value })} error={errors.url} />
      <TextInput
        label="Alternative text"
        description="What the image shows, for learners who cannot see it."
        required
        value={body.alt}
        onChange={(e) => onChange({ ...body, alt: e.currentTarget.value })}
        error={errors.alt}
      />
      <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput label="Caption" value={body.caption ?? ''} onChange={(e) => onChange({ ...body, caption: e.currentTarget.value })} miw={180} />
        <TextInput label="Width" placeholder="100%" value={body.width} onChange={(e) => onChange({ ...body, width: e.currentTarget.value })} error={errors.width} maw={140} />
      </Group>
    </Stack>
  );
}
