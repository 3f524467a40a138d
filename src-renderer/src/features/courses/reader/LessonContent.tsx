import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { Lesson } from '@shared/api/courses';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useServerText } from '../../../core/i18n';
import { isUnreachable, useOffline } from '../../offline/use-offline';
import { isPremiumRequired } from '../forbidden-retry';
import { useReaderTexts } from '../reader-texts';
import { courseLoadMessage } from './course-load-message';
import { CompletionCard } from './CompletionCard';
import { LessonBody } from './LessonBody';
import { PremiumUpsell } from './PremiumUpsell';

// Only offline, for a lesson this browser never kept: its list of kept lessons loads then.
const LessonNotSaved = lazy(() => import('../../offline/LessonNotSaved').then((m) => ({ default: m.LessonNotSaved })));

interface LessonContentProps {
  lessonId: string;
  title: string;
  locked: boolean;
  lesson: { data: Lesson | undefined; error: unknown; isPending: boolean; isFetching: boolean; refetch: () => unknown };
  completed: boolean;
  saving: boolean;
  onComplete: () => void;
}

/** The open lesson: its body and completion card, the upsell when it is locked, or its loading and error states. */
export function LessonContent({ lessonId, title, locked, lesson, completed, saving, onComplete }: LessonContentProps) {
  const t = useReaderTexts();
  const serverText = useServerText();
  const offline = useOffline();
  // The outline says locked, or the server said so when asked (a subscription that ended meanwhile).
  if (locked || isPremiumRequired(lesson.error)) return <PremiumUpsell lessonTitle={title} />;
  if (lesson.data) {
    return (
      <Stack gap="xl">
        <LessonBody lesson={lesson.data} />
        <CompletionCard completed={completed} saving={saving} onComplete={onComplete} />
      </Stack>
    );
  }
  if (lesson.error && offline && isUnreachable(lesson.error)) {
    return (
      <Suspense fallback={null}>
        <LessonNotSaved currentLessonId={lessonId} />
      </Suspense>
    );
  }
  if (lesson.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={20} />} title={t('lessonLoadFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          <span>{serverText(courseLoadMessage(lesson.error))}</span>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void lesson.refetch()} loading={lesson.isFetching}>
            {t('tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  // A screen tall, so the navigation below starts out of sight instead of showing under a short
  // placeholder and being pushed away when the lesson arrives (a layout shift of 0.09 at 375 px).
  return (
    <Stack gap="sm" mih="100vh" role="status" aria-busy="true" aria-label={t('loadingLesson')}>
      <Skeleton h={28} w="60%" />
      <Skeleton h={16} />
      <Skeleton h={16} />
      <Skeleton h={16} w="80%" />
      <Skeleton h={160} />
    </Stack>
  );
}
