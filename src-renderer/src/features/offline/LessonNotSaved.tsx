import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useOfflineReadingTexts } from './offline-reading-texts';
import { SavedLessonsList } from './SavedLessonsList';

/** Offline, a lesson (or course) this browser never kept: say so, and list what can be read instead. */
export function LessonNotSaved({ currentLessonId }: { currentLessonId?: string }) {
  const t = useOfflineReadingTexts();
  return (
    <Alert color="yellow" icon={<IconCloudOff size={20} />} title={t('lessonNotSaved')} role="alert" data-testid="lesson-not-saved">
      <SavedLessonsList currentLessonId={currentLessonId} />
    </Alert>
  );
}
