import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Project } from '@shared/api/playground';
import { useFormats } from '../../../core/format';
import { usePlaygroundTexts } from '../playground-texts';

interface Props {
  /** The stored project a save was refused over; undefined while there is no conflict. */
  theirs: Project | undefined;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
}

/** product.md §1.2: a save that found a newer stored project asks which copy to keep. */
export function ProjectConflictDialog({ theirs, onKeepMine, onKeepTheirs }: Props) {
  const t = usePlaygroundTexts();
  const formats = useFormats();
  return (
    <Modal opened={theirs !== undefined} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title={t('conflictTitle')} centered>
      <Stack gap="md">
        <Text fz="sm">{t('conflictText', { name: theirs?.name ?? '' })}</Text>
        <Text fz="sm" c="dimmed">
          {t('conflictWhen', { when: theirs ? formats.dateTime(theirs.updatedAt) : '' })}
        </Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onKeepTheirs}>
            {t('conflictUseOther')}
          </Button>
          <Button onClick={onKeepMine}>{t('conflictKeepMine')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
