import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { useServerText } from '../../core/i18n';
import { usePageMeta, type PageMeta } from '../../core/use-page-meta';
import { hasLessons, placeLessons } from '@shared/courses/course-outline';
import { CourseReader } from './reader/CourseReader';
import { isNotFound } from './reader/course-load-message';
import { CourseNotFound, ReaderError } from './reader/ReaderError';
import { ReaderSkeleton } from './reader/ReaderSkeleton';
import { useForbiddenSignOut } from './reader/use-sign-out-to-login';
import { useReaderTexts } from './reader-texts';
import { useCourse } from './use-course';
import { isUnreachable, useOffline } from '../offline/use-offline';

// Only offline, for a course this browser never kept: its list of kept lessons loads then.
const LessonNotSaved = lazy(() => import('../offline/LessonNotSaved').then((m) => ({ default: m.LessonNotSaved })));

/** The title while there is no reader; once there is, the reader names the open lesson. */
function StateMeta(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

/** Route /courses/:courseId (product.md §2.2): loads the course in one request, then hands it to the reader. */
export function CourseReaderPage() {
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);
  // The course's arrival is the whole reader's first render. A query's answer re-renders at once,
  // in one long task that holds a slow phone's taps; the deferred copy renders it in slices. It
  // counts only while it is the same course, so another course's reader never shows in between.
  const deferred = useDeferredValue(course.data);
  const ready = deferred && deferred.course.id === course.data?.course.id ? deferred : undefined;
  const t = useReaderTexts();
  const serverText = useServerText();
  const offline = useOffline();
  useForbiddenSignOut(course.error);
  const meta = { title: course.data?.course.title ?? t('pageTitleCourse'), description: course.data?.course.description ?? t('pageDescription'), canonicalPath: `/courses/${courseId}` };

  if (course.isError && offline && isUnreachable(course.error)) {
    return (
      <Container size="sm" py="xl">
        <StateMeta {...meta} />
        <Suspense fallback={null}>
          <LessonNotSaved />
        </Suspense>
      </Container>
    );
  }
  if (course.isError) {
    return (
      <>
        <StateMeta {...meta} title={isNotFound(course.error) ? t('courseNotFound') : t('pageTitleCourse')} />
        {isNotFound(course.error) ? (
          <CourseNotFound message={serverText(course.error)} />
        ) : (
          <ReaderError error={course.error} retrying={course.isFetching} onRetry={() => void course.refetch()} />
        )}
      </>
    );
  }
  // Still on its way, or arrived and not yet rendered from the deferred copy.
  if (!ready) {
    return (
      <>
        <StateMeta {...meta} />
        <ReaderSkeleton />
      </>
    );
  }
  const lessons = placeLessons(ready.modules);
  if (!hasLessons(lessons)) {
    return (
      <Container size="sm" py={64}>
        <StateMeta {...meta} />
        <Stack align="center" ta="center" gap="md">
          <Title order={1} fz="h2">
            {ready.course.title}
          </Title>
          <Text c="dimmed">{t('noLessons')}</Text>
          <Button component={Link} to="/courses">
            {t('backToCourses')}
          </Button>
        </Stack>
      </Container>
    );
  }
  // A new course is a new reader: its arrival choices (Welcome Back, continueModule) start afresh.
  return <CourseReader key={courseId} course={ready} lessons={lessons} />;
}
