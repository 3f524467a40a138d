import { Container, Divider, Stack } from '@mantine/core';
import type { GetCourseReply } from '@shared/api/courses';
import { lockedModulesInBanner } from '@shared/courses/lock';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { lazyDialog } from '../../../core/lazy-dialog';
import { usePageMeta } from '../../../core/use-page-meta';
import { useActivityHeartbeat } from '../../engagement/use-activity-heartbeat';
import { usePublishTutorContext } from '../../tutor/tutor-context-store';
import { useLesson } from '../use-lesson';
import { useVisitLesson } from '../../progress/use-progress-mutations';
import { Confetti } from './Confetti';
import { resumeLesson, type PlacedLessons } from '@shared/courses/course-outline';
import { LessonContent } from './LessonContent';
import { LessonNavigation } from './LessonNavigation';
import { ModuleUpgradeBanner } from './ModuleUpgradeBanner';
import { ReaderHeader } from './ReaderHeader';
import { useArrowKeys } from './use-arrow-keys';
import { useAutoComplete } from '../../progress/use-auto-complete';
import { useLessonCompletion } from '../../progress/use-lesson-completion';
import { useLessonMoves } from './use-lesson-moves';
import { useReaderPosition } from './use-reader-position';
import { useForbiddenSignOut } from './use-sign-out-to-login';

// Each opens on the learner's move (Welcome Back only for a learner returning to a started course),
// so a first visit draws the lesson without their code.
const ModulesDrawer = lazyDialog(async () => (await import('./ModulesDrawer')).ModulesDrawer);
const WelcomeBackDialog = lazyDialog(async () => (await import('./WelcomeBackDialog')).WelcomeBackDialog);
const ModuleCompleteDialog = lazyDialog(async () => (await import('./ModuleCompleteDialog')).ModuleCompleteDialog);
const LeaveModuleDialog = lazyDialog(async () => (await import('./LeaveModuleDialog')).LeaveModuleDialog);
const CourseCompleteDialog = lazyDialog(async () => (await import('./CourseCompleteDialog')).CourseCompleteDialog);

/** The lesson reader of product.md §2.2 for a loaded course with at least one lesson. */
export function CourseReader({ course, lessons }: { course: GetCourseReply; lessons: PlacedLessons }) {
  const courseId = course.course.id;
  const { progress, premium } = course;
  const { current, openLesson, inAddress, welcomeBack } = useReaderPosition(lessons, progress);
  const [welcomeOpen, setWelcomeOpen] = useState(welcomeBack);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const lessonId = current.lesson.id;
  const locked = current.lesson.locked;
  const completed = progress.completedLessonIds.includes(lessonId);
  // Behind Welcome Back the lesson is not open yet: no visit, no auto-complete, no keys.
  const active = !welcomeOpen;

  const lesson = useLesson(lessonId, !locked);
  useForbiddenSignOut(lesson.error);
  const completion = useLessonCompletion(courseId);
  const { mutate: recordVisit } = useVisitLesson(courseId);
  const open = useCallback(
    (id: string) => {
      setDrawerOpen(false);
      openLesson(id);
    },
    [openLesson],
  );
  const moves = useLessonMoves(lessons, current, progress, open, () => completion.setCourseCompleteOpen(true));

  usePageMeta({ title: `${current.lesson.title} · ${course.course.title}`, description: course.course.description, canonicalPath: `/courses/${courseId}` });

  // product.md §2.4: opening a lesson records the visit, shows it from the top, and puts it in the address.
  useEffect(() => {
    if (!active) return;
    window.scrollTo({ top: 0 });
    if (!locked) recordVisit(lessonId);
  }, [active, lessonId, locked, recordVisit]);
  useEffect(() => {
    if (active && !inAddress) openLesson(lessonId);
  }, [active, inAddress, lessonId, openLesson]);

  useAutoComplete(lessonId, active && !locked && !completed && lesson.data?.id === lessonId, completion.complete);
  const dialogOpen = welcomeOpen || moves.pending !== null || completion.courseCompleteOpen;
  useArrowKeys(active && !drawerOpen && !dialogOpen, moves.goPrevious, moves.goNext);
  useActivityHeartbeat('reader', !locked);
  // The tutor sees which lesson is open; the server decides whether this learner may read it.
  usePublishTutorContext(useMemo(() => ({ kind: 'lesson' as const, courseId, lessonId }), [courseId, lessonId]));

  const lockedModules = premium ? 0 : lockedModulesInBanner(course.modules.length);
  const resume = resumeLesson(lessons, progress);
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <ReaderHeader courseTitle={course.course.title} current={current} total={lessons.length} percent={progress.percent} onOpenModules={() => setDrawerOpen(true)} />
        {lockedModules > 0 && <ModuleUpgradeBanner lockedModules={lockedModules} />}
        <Divider />
        <LessonContent
          lessonId={lessonId}
          title={current.lesson.title}
          locked={locked}
          lesson={lesson}
          completed={completed}
          saving={completion.saving}
          onComplete={() => completion.complete(lessonId)}
        />
        <LessonNavigation current={current} next={moves.next} hasPrevious={moves.previous !== undefined} total={lessons.length} onPrevious={moves.goPrevious} onNext={moves.goNext} />
      </Stack>
      <ModulesDrawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} modules={course.modules} progress={progress} currentLessonId={lessonId} onOpenLesson={open} />
      <WelcomeBackDialog
        opened={welcomeOpen}
        resume={resume}
        onStartOver={() => {
          setWelcomeOpen(false);
          open(lessons[0].lesson.id);
        }}
        onContinue={() => {
          setWelcomeOpen(false);
          open(resume.lesson.id);
        }}
      />
      <ModuleCompleteDialog
        opened={moves.pending?.kind === 'module-complete'}
        moduleTitle={moves.pending?.from.module.title ?? ''}
        nextModuleTitle={moves.pending?.to.module.title ?? ''}
        onViewModules={() => {
          moves.cancel();
          setDrawerOpen(true);
        }}
        onNextModule={moves.confirm}
        onClose={moves.cancel}
      />
      <LeaveModuleDialog
        opened={moves.pending?.kind === 'leave-module'}
        moduleTitle={moves.pending?.from.module.title ?? ''}
        modulePercent={moves.pending?.modulePercent ?? 0}
        onStay={moves.cancel}
        onContinue={moves.confirm}
      />
      <CourseCompleteDialog opened={completion.courseCompleteOpen} courseTitle={course.course.title} percent={progress.percent} onClose={() => completion.setCourseCompleteOpen(false)} />
      <Confetti burst={completion.burst} />
    </Container>
  );
}
