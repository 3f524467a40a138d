import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminModule } from '@shared/admin/content';
import { useState } from 'react';
import { useAdminNotice } from '../admin-notice';
import { useAdminMessage, useAdminTexts, useFailure } from '../admin-texts';
import { ConfirmDialog } from '../../../core/prompts/ConfirmDialog';
import { CoursePicker } from '../CoursePicker';
import { StatusBadge } from '../StatusBadge';
import { useAdminCourse, useDeleteModule } from '../use-admin-content';
import { ModuleForm } from './ModuleForm';
import { RowActions } from '../RowActions';

/** The Modules tab (product.md §2.2): a course selector, the module form and the course's modules with Edit and Delete. */
export function ModulesTab() {
  const t = useAdminTexts();
  const say = useAdminMessage();
  const failure = useFailure();
  const [courseId, setCourseId] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminModule | null>(null);
  const [deleting, setDeleting] = useState<AdminModule | null>(null);
  const course = useAdminCourse(courseId);
  const remove = useDeleteModule();
  const notice = useAdminNotice();
  const modules = course.data?.modules ?? [];

  const confirmDelete = () => {
    if (!deleting || !courseId) return;
    remove.mutate(
      { courseId, moduleId: deleting.id },
      {
        onSuccess: () => {
          notice({ type: 'success', message: t('moduleDeleted') });
          if (editing?.id === deleting.id) setEditing(null);
        },
        onError: (error) => notice({ type: 'error', message: failure(t('deleteModuleFailed'), error) }),
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
            setEditing(null);
          }}
        />
        {course.data && <StatusBadge status={course.data.status} />}
      </Group>
      <ModuleForm courseId={courseId} editing={editing} nextOrder={modules.length + 1} onDone={() => setEditing(null)} />
      <Title order={2} fz="lg">
        {t('tabModules')}
      </Title>
      {courseId === null && <Text c="dimmed">{t('chooseCourseForModules')}</Text>}
      {course.isLoading && <Loader mx="auto" aria-label={t('loadingModules')} />}
      {course.isError && (
        <Alert color="red" role="alert" title={t('fetchModulesFailed')}>
          {say(course.error)}
        </Alert>
      )}
      {course.data && modules.length === 0 && <Text c="dimmed">{t('noModules')}</Text>}
      <Stack gap="xs" data-testid="admin-module-list">
        {modules.map((module) => (
          <Paper key={module.id} withBorder radius="md" p="sm" data-testid="admin-module">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600}>
                  {module.order}. {module.title}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('moduleMeta', { id: module.id, count: module.lessonCount })}
                </Text>
                <Text fz="sm" c="dimmed" lineClamp={2}>
                  {module.description}
                </Text>
              </Stack>
              <RowActions name={module.title} onEdit={() => setEditing(module)} onDelete={() => setDeleting(module)} />
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog opened={deleting !== null} title={t('pleaseConfirm')} message={t('confirmDeleteModule')} confirmLabel={t('delete')} busy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
    </Stack>
  );
}
