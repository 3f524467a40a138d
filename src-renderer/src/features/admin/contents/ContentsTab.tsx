import { Alert, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import type { AdminLesson } from '@shared/admin/content';
import { useState } from 'react';
import { useAdminNotice } from '../admin-notice';
import { useAdminMessage, useAdminTexts, useFailure } from '../admin-texts';
import { ConfirmDialog } from '../../../core/prompts/ConfirmDialog';
import { CoursePicker } from '../CoursePicker';
import { useAdminCourse, useAdminLessons, useDeleteLesson } from '../use-admin-content';
import { LessonEditor } from './LessonEditor';
import { LessonList } from './LessonList';

/** The Contents tab (product.md §2.2): a module selector, the content editor and the module's contents. */
export function ContentsTab() {
  const t = useAdminTexts();
  const say = useAdminMessage();
  const failure = useFailure();
  const [courseId, setCourseId] = useState<string | null>(null);
  const [moduleId, setModuleId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminLesson | null>(null);
  const course = useAdminCourse(courseId);
  const lessons = useAdminLessons(courseId, moduleId);
  const remove = useDeleteLesson();
  const notice = useAdminNotice();
  const list = lessons.data?.lessons ?? [];
  const editing = list.find((lesson) => lesson.id === editingId) ?? null;

  const confirmDelete = () => {
    if (!deleting || !courseId || !moduleId) return;
    remove.mutate(
      { courseId, moduleId, lessonId: deleting.id },
      {
        onSuccess: () => {
          notice({ type: 'success', message: t('contentDeleted') });
          if (editingId === deleting.id) setEditingId(null);
        },
        onError: (error) => notice({ type: 'error', message: failure(t('deleteContentFailed'), error) }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <CoursePicker
          value={courseId}
          onChange={(id) => {
            setCourseId(id);
            setModuleId(null);
            setEditingId(null);
          }}
        />
        <Select
          label={t('module')}
          placeholder={courseId ? t('chooseModule') : t('chooseCourseFirstShort')}
          data={(course.data?.modules ?? []).map((module) => ({ value: module.id, label: module.title }))}
          value={moduleId}
          onChange={(id) => {
            setModuleId(id);
            setEditingId(null);
          }}
          disabled={!course.data}
          nothingFoundMessage={t('noModulesShort')}
          required
          maw={420}
        />
      </Group>
      {course.data && course.data.modules.length === 0 && <Text c="dimmed">{t('noModulesAddOne')}</Text>}
      {courseId && moduleId && (lessons.data || !editingId) && (
        <LessonEditor courseId={courseId} moduleId={moduleId} lesson={editing} nextOrder={list.length + 1} onEdit={setEditingId} />
      )}
      {courseId && moduleId && (
        <>
          <Title order={2} fz="lg">
            {t('tabContents')}
          </Title>
          {lessons.isPending && <Loader mx="auto" aria-label={t('loadingContents')} />}
          {lessons.isError && (
            <Alert color="red" role="alert" title={t('fetchContentsFailed')}>
              {say(lessons.error)}
            </Alert>
          )}
          {lessons.data && list.length === 0 && <Text c="dimmed">{t('noContents')}</Text>}
          <LessonList
            lessons={list}
            onEdit={(lesson) => {
              setEditingId(lesson.id);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            onDelete={setDeleting}
          />
        </>
      )}
      <ConfirmDialog opened={deleting !== null} title={t('pleaseConfirm')} message={t('confirmDeleteContent')} confirmLabel={t('delete')} busy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
    </Stack>
  );
}
