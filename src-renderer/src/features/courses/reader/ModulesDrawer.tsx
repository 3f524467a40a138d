import { Badge, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import type { ModuleOutline } from '@shared/api/courses';
import type { CourseProgress } from '@shared/api/progress';
import { IconCircle, IconCircleCheckFilled, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useOfflineReadingTexts } from '../../offline/offline-reading-texts';
import { useSavedLessonIds } from '../../offline/saved-lessons';
import { useReaderTexts } from '../reader-texts';
import { modulePercent } from '@shared/courses/course-outline';

interface ModulesDrawerProps {
  opened: boolean;
  onClose: () => void;
  modules: readonly ModuleOutline[];
  progress: CourseProgress;
  currentLessonId: string;
  onOpenLesson: (lessonId: string) => void;
}

function LessonIcon({ locked, done }: { locked: boolean; done: boolean }) {
  const t = useReaderTexts();
  if (locked) return <IconLock size={16} color="var(--mantine-color-orange-filled)" role="img" aria-label={t('locked')} />;
  if (done) return <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-filled)" role="img" aria-label={t('completed')} />;
  return <IconCircle size={16} color="var(--mantine-color-dimmed)" aria-hidden />;
}

/** A lesson this browser kept for reading offline. */
function SavedMark() {
  const t = useOfflineReadingTexts();
  return (
    <Badge size="xs" color="gray" variant="light" leftSection={<IconDeviceFloppy size={10} aria-hidden />} title={t('savedLabel')} aria-label={t('savedLabel')} style={{ flexShrink: 0 }}>
      {t('savedBadge')}
    </Badge>
  );
}

/**
 * product.md §2.2: the left drawer with every module and lesson; locked lessons say Premium, done
 * ones are ticked, and those kept for reading offline are marked.
 */
export function ModulesDrawer({ opened, onClose, modules, progress, currentLessonId, onOpenLesson }: ModulesDrawerProps) {
  const t = useReaderTexts();
  const done = new Set(progress.completedLessonIds);
  const saved = useSavedLessonIds(opened).data;
  const currentModuleId = modules.find((module) => module.lessons.some((lesson) => lesson.id === currentLessonId))?.id;
  return (
    <Drawer opened={opened} onClose={onClose} position="left" title={t('modules')} size="sm" padding="sm">
      <Stack gap={4}>
        {modules.map((module, moduleIndex) => (
          <NavLink
            key={module.id}
            label={
              <Text fw={700} fz="sm">
                {moduleIndex + 1}. {module.title}
              </Text>
            }
            description={t('moduleSummary', { percent: modulePercent(module, progress), count: module.lessons.length })}
            defaultOpened={module.id === currentModuleId}
            childrenOffset={8}
            data-testid="drawer-module"
          >
            {module.lessons.map((lesson) => (
              <NavLink
                key={lesson.id}
                active={lesson.id === currentLessonId}
                onClick={() => onOpenLesson(lesson.id)}
                leftSection={<LessonIcon locked={lesson.locked} done={done.has(lesson.id)} />}
                label={
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Text fz="sm" lineClamp={2}>
                      {lesson.title}
                    </Text>
                    {lesson.locked && (
                      <Badge size="xs" color="orange" variant="light" style={{ flexShrink: 0 }}>
                        {t('premium')}
                      </Badge>
                    )}
                    {saved?.has(lesson.id) && <SavedMark />}
                  </Group>
                }
                aria-current={lesson.id === currentLessonId ? 'page' : undefined}
                data-testid="drawer-lesson"
                data-locked={lesson.locked || undefined}
                data-completed={done.has(lesson.id) || undefined}
                data-saved={saved?.has(lesson.id) || undefined}
              />
            ))}
          </NavLink>
        ))}
      </Stack>
    </Drawer>
  );
}
