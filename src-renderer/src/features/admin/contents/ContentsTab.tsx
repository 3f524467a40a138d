import { Alert, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import type { AdminLesson } from '@shared/admin/content';
import { useState } from 'react';
import { adminMessages } from '../admin-messages';
import { failure, useAdminNotice } from '../admin-notice';
import { ConfirmDialog } from '../../../app/prompts/ConfirmDialog';
import { CoursePicker } from '../CoursePicker';
import { useAdminCourse, useAdminLessons, useDeleteLesson } from '../use-admin-content';
import { LessonEditor } from './LessonEditor';
import { LessonList } from './LessonList';

/** The Contents tab (product.md §2.2): a module selector, the content editor and the module's contents. */
export function ContentsTab() {
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
          notice({ type: 'success', message: adminMessages.contentDeleted });
          if (editingId === deleting.id) setEditingId(null);
        },
        onError: (error) => notice({ type: 'error', message: failure(adminMessages.deleteContentFailed, error) }),
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
          label="Module"
          placeholder={courseId ? 'Choose a module' : 'Choose a course first'}
          data={(course.data?.modules ?? []).map((module) => ({ value: module.id, label: module.title }))}
          value={moduleId}
          onChange={(id) => {
            setModuleId(id);
            setEditingId(null);
          }}
          disabled={!course.data}
          nothingFoundMessage="This course has no modules yet"
          required
          maw={420}
        />
      </Group>
      {course.data && course.data.modules.length === 0 && <Text c="dimmed">This course has no modules yet: add one in the Modules tab.</Text>}
      {courseId && moduleId && (lessons.data || !editingId) && (
        <LessonEditor courseId={courseId} moduleId={moduleId} lesson={editing} nextOrder={list.length + 1} onEdit={setEditingId} />
      )}
      {courseId && moduleId && (
        <>
          <Title order={2} fz="lg">
            Contents
          </Title>
          {lessons.isPending && <Loader mx="auto" aria-label="Loading contents" />}
          {lessons.isError && (
            <Alert color="red" role="alert" title="Failed to fetch contents">
              {lessons.error.message}
            </Alert>
          )}
          {lessons.data && list.length === 0 && <Text c="dimmed">This module has no contents yet.</Text>}
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
      <ConfirmDialog opened={deleting !== null} message={adminMessages.confirmDeleteContent} confirmLabel="Delete" busy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
    </Stack>
  );
}
