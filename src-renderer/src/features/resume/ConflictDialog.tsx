import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Resume } from '@shared/resume/resume';
import { useFormats } from '../../core/format';
import { useResumeTexts } from './resume-texts';

interface Props {
  /** Undefined while there is no conflict; null when the server's copy was removed. */
  theirs: Resume | null | undefined;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
}

/** product.md §2.10: a save that found a newer server copy asks which one to keep. */
export function ConflictDialog({ theirs, onKeepMine, onKeepTheirs }: Props) {
  const t = useResumeTexts();
  const formats = useFormats();
  const when = (iso: string | null | undefined) => (iso ? formats.dateTime(iso) : t('unknownTime'));
  return (
    <Modal opened={theirs !== undefined} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title={t('conflictTitle')} centered>
      <Stack gap="md">
        <Text fz="sm">{t('conflictText')}</Text>
        <Text fz="sm" c="dimmed">
          {t('conflictWhen', { when: when(theirs?.updatedAt) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeepTheirs}>
            {t('useOther')}
          </Button>
          <Button onClick={onKeepMine}>{t('keepMine')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
