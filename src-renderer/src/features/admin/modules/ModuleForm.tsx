import { Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminModule } from '@shared/admin/content';
import { useEffect } from 'react';
import { serverFieldError } from '../../../app/forms/server-field-error';
import { adminMessages } from '../admin-messages';
import { failure, useAdminNotice } from '../admin-notice';
import { omitId } from '../form-resolver';
import { RestoreNotice } from '../drafts/RestoreNotice';
import { useKeptForm } from '../drafts/use-kept-form';
import { useSaveModule } from '../use-admin-content';
import { emptyModule, moduleBody, moduleResolver, moduleValues, parseModuleValues, type ModuleFormValues } from './module-form';

const fields = ['id', 'title', 'description', 'order'] as const;

interface Props {
  courseId: string | null;
  editing: AdminModule | null;
  nextOrder: number;
  onDone: () => void;
}

/** Create or edit a module of the chosen course (product.md §2.2, §2.5). */
export function ModuleForm({ courseId, editing, nextOrder, onDone }: Props) {
  const mode = editing ? 'update' : 'create';
  const form = useForm<ModuleFormValues>({ mode: 'controlled', initialValues: emptyModule(nextOrder), validate: moduleResolver(mode) });
  const kept = useKeptForm(form, courseId ? `module:${courseId}/${editing?.id ?? 'new'}` : null, parseModuleValues);
  const save = useSaveModule();
  const notice = useAdminNotice();

  useEffect(() => {
    const values = editing ? moduleValues(editing) : emptyModule(nextOrder);
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing, courseId]);

  const submit = (values: ModuleFormValues) => {
    if (save.isPending) return;
    if (!courseId) {
      notice({ type: 'error', message: adminMessages.moduleFields });
      return;
    }
    const update = omitId(moduleBody(values));
    save.mutate(editing ? { mode: 'update', courseId, moduleId: editing.id, body: update } : { mode: 'create', courseId, body: moduleBody(values) }, {
      onSuccess: () => {
        notice({ type: 'success', message: editing ? adminMessages.moduleUpdated : adminMessages.moduleCreated });
        kept.clear();
        const next = emptyModule(nextOrder + 1);
        form.setInitialValues(next);
        form.setValues(next);
        onDone();
      },
      onError: (error) => {
        const named = serverFieldError(error, fields);
        if (named) form.setFieldError(named.field, named.message);
        notice({ type: 'error', message: failure(editing ? adminMessages.updateModuleFailed : adminMessages.createModuleFailed, error) });
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={editing ? 'Edit module' : 'Create module'}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {editing ? `Edit module: ${editing.title}` : 'Create a module'}
          </Title>
          {!courseId && (
            <Text fz="sm" c="dimmed">
              Choose a course first.
            </Text>
          )}
          {kept.offer && <RestoreNotice savedAt={kept.offer.savedAt} onRestore={kept.restore} onDiscard={kept.clear} />}
          <TextInput label="Module ID" required disabled={editing !== null} {...form.getInputProps('id')} />
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <Textarea label="Description" required autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
          <NumberInput label="Order" description="Place in the course, 1 first." min={1} allowDecimal={false} w={160} {...form.getInputProps('order')} />
          <Group justify="flex-end" gap="xs">
            {editing && (
              <Button
                variant="default"
                onClick={() => {
                  kept.clear();
                  onDone();
                }}
                disabled={save.isPending}
              >
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={save.isPending || !courseId}>
              {save.isPending ? (editing ? 'Updating...' : 'Creating...') : editing ? 'Update Module' : 'Create Module'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
