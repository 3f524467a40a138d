import { Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminModule } from '@shared/admin/content';
import { useEffect } from 'react';
import { useAdminNotice } from '../admin-notice';
import { translateErrors, useAdminMessage, useAdminTexts } from '../admin-texts';
import { inputsOf, omitId } from '../form-resolver';
import { RestoreNotice } from '../drafts/RestoreNotice';
import { useKeptForm } from '../drafts/use-kept-form';
import { useSaveOutcome } from '../drafts/use-save-outcome';
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
  const t = useAdminTexts();
  const say = useAdminMessage();
  const mode = editing ? 'update' : 'create';
  const form = useForm<ModuleFormValues>({ mode: 'controlled', initialValues: emptyModule(nextOrder), validate: (values) => translateErrors(moduleResolver(mode)(values), say) });
  const kept = useKeptForm(form, courseId ? `module:${courseId}/${editing?.id ?? 'new'}` : null, parseModuleValues);
  const save = useSaveModule();
  const notice = useAdminNotice();
  const outcome = useSaveOutcome(form, kept, fields, onDone);

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
      notice({ type: 'error', message: t('moduleFields') });
      return;
    }
    const update = omitId(moduleBody(values));
    save.mutate(
      editing ? { mode: 'update', courseId, moduleId: editing.id, body: update } : { mode: 'create', courseId, body: moduleBody(values) },
      outcome({ next: emptyModule(nextOrder + 1), saved: editing ? t('moduleUpdated') : t('moduleCreated'), failed: editing ? t('updateModuleFailed') : t('createModuleFailed') }),
    );
  };

  const inputs = inputsOf(form, fields);
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={editing ? t('editModuleForm') : t('createModuleForm')}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {editing ? t('editModuleTitle', { title: editing.title }) : t('createModuleTitle')}
          </Title>
          {!courseId && (
            <Text fz="sm" c="dimmed">
              {t('chooseCourseFirst')}
            </Text>
          )}
          {kept.offer && <RestoreNotice savedAt={kept.offer.savedAt} onRestore={kept.restore} onDiscard={kept.clear} />}
          <TextInput label={t('moduleId')} required disabled={editing !== null} {...inputs.id} />
          <TextInput label={t('title')} required {...inputs.title} />
          <Textarea label={t('description')} required autosize minRows={2} maxRows={6} {...inputs.description} />
          <NumberInput label={t('order')} description={t('moduleOrderHint')} min={1} allowDecimal={false} w={160} {...inputs.order} />
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
                {t('cancel')}
              </Button>
            )}
            <Button type="submit" disabled={save.isPending || !courseId}>
              {save.isPending ? (editing ? t('updating') : t('creating')) : editing ? t('updateModule') : t('createModule')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
