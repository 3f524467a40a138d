import { Stack, TextInput } from '@mantine/core';
import { useAdminTexts } from '../admin-texts';
import type { FieldsProps } from './fields-props';

/** An address's shape, not words to translate. */
const urlExample = 'https://www.youtube.com/watch?v=…';

/** A video block: a YouTube link or a video file, with its title, description and poster image. */
export function VideoFields({ body, onChange, errors }: FieldsProps<'video'>) {
  const t = useAdminTexts();
  return (
    <Stack gap="xs">
      <TextInput label={t('videoUrl')} required type="url" placeholder={urlExample} value={body.url} onChange={(e) => onChange({ ...body, url: e.currentTarget.value })} error={errors.url} />
      <TextInput label={t('videoTitle')} required value={body.title} onChange={(e) => onChange({ ...body, title: e.currentTarget.value })} error={errors.title} />
      <TextInput label={t('description')} value={body.description ?? ''} onChange={(e) => onChange({ ...body, description: e.currentTarget.value })} />
      <TextInput label={t('thumbnailUrl')} type="url" value={body.thumbnail ?? ''} onChange={(e) => onChange({ ...body, thumbnail: e.currentTarget.value })} error={errors.thumbnail} />
    </Stack>
  );
}
