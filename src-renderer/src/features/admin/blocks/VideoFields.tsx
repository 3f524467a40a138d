import { Stack, TextInput } from '@mantine/core';
import type { FieldsProps } from './fields-props';

/** A video block: a YouTube link or a video file, with its title, description and poster image. */
export function VideoFields({ body, onChange, errors }: FieldsProps<'video'>) {
  return (
    <Stack gap="xs">
      <TextInput label="Video URL" required type="url" placeholder="https://www.youtube.com/watch?v=…" value={body.url} onChange={(e) => onChange({ ...body, url: e.currentTarget.value })} error={errors.url} />
      <TextInput label="Video title" required value={body.title} onChange={(e) => onChange({ ...body, title: e.currentTarget.value })} error={errors.title} />
      <TextInput label="Description" value={body.description ?? ''} onChange={(e) => onChange({ ...body, description: e.currentTarget.value })} />
      <TextInput label="Thumbnail URL" type="url" value={body.thumbnail ?? ''} onChange={(e) => onChange({ ...body, thumbnail: e.currentTarget.value })} error={errors.thumbnail} />
    </Stack>
  );
}
