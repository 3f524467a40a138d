import { Box, Button, Divider, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminLesson } from '@shared/admin/content';
import { useEffect } from 'react';
import { serverFieldError } from '../../../core/forms/server-field-error';
import { useAdminNotice } from '../admin-notice';
import { translateErrors, useAdminMessage, useAdminTexts, useFailure } from '../admin-texts';
import { inputsOf, omitId } from '../form-resolver';
import { BlockEditor } from '../blocks/BlockEditor';
import { ExplanationEditor } from '../blocks/ExplanationEditor';
import { LessonPreview } from '../blocks/LessonPreview';
import { RestoreNotice } from '../drafts/RestoreNotice';
import { useKeptForm } from '../drafts/use-kept-form';
import { useSaveLesson } from '../use-admin-content';
import { emptyLesson, lessonBody, lessonResolver, lessonValues, parseLessonValues, type LessonFormValues } from './lesson-form';
import { PublishBar } from './PublishBar';

const fields = ['id', 'title', 'order', 'html', 'blocks'] as const;

interface Props {
  courseId: string;
  moduleId: string;
  lesson: AdminLesson | null;
  nextOrder: number;
  /** After a create the editor moves on to the new lesson; after Cancel, back to create. */
  onEdit: (lessonId: string | null) => void;
}

/**
 * The content form (product.md §2.2): id, title, order, HTML, the content and explanation blocks,
 * with the lesson drawn beside it as learners will read it. Saving changes the course's draft;
 * learners see it once the course is published.
 */
export function LessonEditor({ courseId, moduleId, lesson, nextOrder, onEdit }: Props) {
  const t = useAdminTexts();
  const say = useAdminMessage();
  const failure = useFailure();
  const mode = lesson ? 'update' : 'create';
  const form = useForm<LessonFormValues>({ mode: 'controlled', initialValues: emptyLesson(nextOrder), validate: (values) => translateErrors(lessonResolver(mode)(values), say) });
  const kept = useKeptForm(form, `lesson:${courseId}/${moduleId}/${lesson?.id ?? 'new'}`, parseLessonValues);
  const save = useSaveLesson();
  const notice = useAdminNotice();

  useEffect(() => {
    const values = lesson ? lessonValues(lesson) : emptyLesson(nextOrder);
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
    // The form follows the lesson chosen, not every refetch of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lesson?.id, courseId, moduleId]);

  const submit = (values: LessonFormValues) => {
    if (save.isPending) return;
    const body = lessonBody(values);
    const update = omitId(body);
    save.mutate(lesson ? { mode: 'update', courseId, moduleId, lessonId: lesson.id, body: update } : { mode: 'create', courseId, moduleId, body }, {
      onSuccess: (saved) => {
        notice({ type: 'success', message: lesson ? t('contentUpdated') : t('contentCreated') });
        kept.clear();
        form.resetDirty();
        if (!lesson) onEdit(saved.id);
      },
      onError: (error) => {
        const named = serverFieldError(error, fields);
        if (named) form.setFieldError(named.field, say(named.message));
        notice({ type: 'error', message: failure(lesson ? t('updateContentFailed') : t('createContentFailed'), error) });
      },
    });
  };
  const inputs = inputsOf(form, fields);
  const values = form.getValues();
  const blocksError = form.errors.blocks;

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={lesson ? t('editContentForm') : t('createContentForm')}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} fz="lg">
              {lesson ? t('editContentTitle', { title: lesson.title }) : t('createContentTitle')}
            </Title>
            <PublishBar courseId={courseId} dirty={form.isDirty()} />
          </Group>
          {kept.offer && <RestoreNotice savedAt={kept.offer.savedAt} onRestore={kept.restore} onDiscard={kept.clear} />}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ alignItems: 'start' }}>
            <Stack gap="sm" style={{ minWidth: 0 }}>
              <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap" align="flex-start">
                <TextInput label={t('contentId')} required disabled={lesson !== null} miw={160} {...inputs.id} />
                <NumberInput label={t('order')} min={1} allowDecimal={false} maw={120} {...inputs.order} />
              </Group>
              <TextInput label={t('title')} required {...inputs.title} />
              <Textarea
                label={t('html')}
                description={t('htmlHint')}
                autosize
                minRows={2}
                maxRows={12}
                spellCheck={false}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                {...inputs.html}
              />
              <Divider label={t('contentBlocks')} labelPosition="left" />
              <BlockEditor blocks={values.blocks} onChange={(blocks) => form.setFieldValue('blocks', blocks)} errors={form.errors} />
              {blocksError && (
                <Text c="red" fz="sm" role="alert">
                  {blocksError}
                </Text>
              )}
              <Divider label={t('explanationBlocks')} labelPosition="left" />
              <ExplanationEditor blocks={values.explanationBlocks} onChange={(blocks) => form.setFieldValue('explanationBlocks', blocks)} />
            </Stack>
            <Box style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 8px)', minWidth: 0 }}>
              <LessonPreview lessonId={values.id} title={values.title} html={values.html} blocks={values.blocks} explanations={values.explanationBlocks} />
            </Box>
          </SimpleGrid>
          <Group justify="flex-end" gap="xs">
            {lesson && (
              <Button
                variant="default"
                onClick={() => {
                  kept.clear();
                  onEdit(null);
                }}
                disabled={save.isPending}
              >
                {t('cancel')}
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (lesson ? t('updating') : t('creating')) : lesson ? t('saveDraft') : t('createContent')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
