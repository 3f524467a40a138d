import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { AdminCourseSummary } from '@shared/admin/content';
import { adminContentRoutes } from '@shared/api/routes/admin-content';
import { heavyJobLimitsMs, heavyWorkReplyTimeoutMs } from '@shared/heavy-work/limits';
import { useState } from 'react';
import { download } from '../../../api/client';
import { saveFile } from '../../../api/save-file';
import { useAdminNotice } from '../admin-notice';
import { useAdminTexts, useFailure } from '../admin-texts';
import { ConfirmDialog } from '../../../core/prompts/ConfirmDialog';
import { useAdminCourses, useDeleteCourse, usePublish } from '../use-admin-content';
import { CourseForm } from './CourseForm';
import { CourseList } from './CourseList';
import { ImportCourse } from './ImportCourse';
import { RevisionsModal } from './RevisionsModal';

/** The Courses tab (product.md §2.2): the course form and the list, with publishing, history, export and import. */
export function CoursesTab() {
  const t = useAdminTexts();
  const failure = useFailure();
  const courses = useAdminCourses();
  const remove = useDeleteCourse();
  const publish = usePublish();
  const notice = useAdminNotice();
  const [editing, setEditing] = useState<AdminCourseSummary | null>(null);
  const [deleting, setDeleting] = useState<AdminCourseSummary | null>(null);
  const [history, setHistory] = useState<AdminCourseSummary | null>(null);
  const list = courses.data?.courses ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notice({ type: 'success', message: t('courseDeleted') });
        if (editing?.id === deleting.id) setEditing(null);
      },
      onError: (error) => notice({ type: 'error', message: failure(t('deleteCourseFailed'), error) }),
      onSettled: () => setDeleting(null),
    });
  };
  const publishCourse = (course: AdminCourseSummary) =>
    publish.mutate(course.id, {
      onSuccess: () => notice({ type: 'success', message: t('published', { title: course.title }) }),
      onError: (error) => notice({ type: 'error', message: failure(t('publishFailed'), error) }),
    });
  const exportCourse = (course: AdminCourseSummary) =>
    void download(adminContentRoutes.exportCourse, {
      params: { courseId: course.id },
      query: { from: course.status === 'published' ? 'published' : 'draft' },
      // Written in the heavy-work pool: its queue wait and limit, not the default 15 s.
      timeoutMs: heavyWorkReplyTimeoutMs(heavyJobLimitsMs.courseExport),
    })
      .then((file) => saveFile(file, `${course.id}.yaml`))
      .catch((error: unknown) => notice({ type: 'error', message: failure(t('exportFailed'), error) }));

  return (
    <Stack gap="md">
      <CourseForm editing={editing} nextOrder={list.length + 1} onDone={() => setEditing(null)} />
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="lg">
          {t('tabCourses')}
        </Title>
        <ImportCourse />
      </Group>
      {courses.isPending && <Loader mx="auto" aria-label={t('loadingCourses')} />}
      {courses.isError && (
        <Alert color="red" role="alert" title={t('fetchCoursesFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => void courses.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      )}
      {courses.data && list.length === 0 && <Text c="dimmed">{t('noCourses')}</Text>}
      {list.length > 0 && (
        <CourseList
          courses={list}
          actions={{ onEdit: setEditing, onDelete: setDeleting, onPublish: publishCourse, onHistory: setHistory, onExport: exportCourse, publishing: publish.isPending ? (publish.variables ?? null) : null }}
        />
      )}
      <ConfirmDialog opened={deleting !== null} title={t('pleaseConfirm')} message={t('confirmDeleteCourse')} confirmLabel={t('delete')} busy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
      <RevisionsModal key={history?.id ?? 'none'} course={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
