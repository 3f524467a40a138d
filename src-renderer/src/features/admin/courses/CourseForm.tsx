import { Button, FileButton, Group, NumberInput, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { thumbnailField, type AdminCourseSummary } from '@shared/admin/content';
import { adminContentRoutes } from '@shared/api/routes/admin-content';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { upload } from '../../../api/client';
import { translateErrors, useAdminMessage, useAdminTexts } from '../admin-texts';
import { inputsOf, omitId } from '../form-resolver';
import { RestoreNotice } from '../drafts/RestoreNotice';
import { useKeptForm } from '../drafts/use-kept-form';
import { useSaveOutcome } from '../drafts/use-save-outcome';
import { useSaveCourse } from '../use-admin-content';
import { courseBody, courseResolver, courseValues, emptyCourse, parseCourseValues, type CourseFormValues } from './course-form';

const fields = ['id', 'title', 'description', 'thumbnail', 'order'] as const;

interface Props {
  editing: AdminCourseSummary | null;
  nextOrder: number;
  onDone: () => void;
}

/** Create or edit a course (product.md §2.2): Cancel returns to create; the button says what it is doing. */
export function CourseForm({ editing, nextOrder, onDone }: Props) {
  const t = useAdminTexts();
  const say = useAdminMessage();
  const mode = editing ? 'update' : 'create';
  const form = useForm<CourseFormValues>({ mode: 'controlled', initialValues: emptyCourse(nextOrder), validate: (values) => translateErrors(courseResolver(mode)(values), say) });
  const kept = useKeptForm(form, `course:${editing?.id ?? 'new'}`, parseCourseValues);
  const save = useSaveCourse();
  const outcome = useSaveOutcome(form, kept, fields, onDone);
  const thumbnail = useMutation({
    mutationFn: (file: File) => {
      const data = new FormData();
      data.append(thumbnailField, file);
      return upload(adminContentRoutes.uploadThumbnail, data);
    },
    onSuccess: (reply) => form.setFieldValue('thumbnail', reply.url),
    onError: (error) => form.setFieldError('thumbnail', say(error)),
  });

  useEffect(() => {
    const values = editing ? courseValues(editing) : emptyCourse(nextOrder);
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
    // The form follows the course being edited; nextOrder only matters for a fresh create.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  // The list arrives after the form: a fresh, untouched create form takes the next free place. Only
  // the order moves: setValues would clear every message an early press of Create had shown.
  useEffect(() => {
    if (editing || form.isDirty()) return;
    const values = emptyCourse(nextOrder);
    form.setInitialValues(values);
    form.setFieldValue('order', values.order);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nextOrder]);

  const submit = (values: CourseFormValues) => {
    if (save.isPending) return;
    const body = courseBody(values);
    const update = omitId(body);
    save.mutate(
      editing ? { mode: 'update', courseId: editing.id, body: update } : { mode: 'create', body },
      outcome({ next: emptyCourse(nextOrder + 1), saved: editing ? t('courseUpdated') : t('courseCreated'), failed: editing ? t('updateCourseFailed') : t('createCourseFailed') }),
    );
  };
  const inputs = inputsOf(form, fields);
  const cancel = () => {
    kept.clear();
    onDone();
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={editing ? t('editCourseForm') : t('createCourseForm')}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {editing ? t('editCourseTitle', { title: editing.title }) : t('createCourseTitle')}
          </Title>
          {kept.offer && <RestoreNotice savedAt={kept.offer.savedAt} onRestore={kept.restore} onDiscard={kept.clear} />}
          <TextInput label={t('courseId')} description={t('courseIdHint')} required disabled={editing !== null} {...inputs.id} />
          <TextInput label={t('title')} required {...inputs.title} />
          <Textarea label={t('description')} required autosize minRows={2} maxRows={6} {...inputs.description} />
          <TextInput
            label={t('thumbnailUrl')}
            required
            placeholder={t('thumbnailPlaceholder')}
            {...inputs.thumbnail}
            // The Upload button sits beside the box itself, so a message under the field does not push
            // it out of line; on a phone it wraps under the box, which keeps the width for the example path.
            inputContainer={(input) => (
              <Group gap="xs">
                <div style={{ flex: '1 1 18rem' }}>{input}</div>
                <FileButton onChange={(file) => file && thumbnail.mutate(file)} accept="image/png,image/jpeg,image/gif,image/webp">
                  {(props) => (
                    <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={thumbnail.isPending} aria-label={t('uploadThumbnail')}>
                      {t('upload')}
                    </Button>
                  )}
                </FileButton>
              </Group>
            )}
          />
          <NumberInput label={t('order')} description={t('courseOrderHint')} required min={1} allowDecimal={false} w={160} {...inputs.order} />
          <Group justify="flex-end" gap="xs">
            {editing && (
              <Button variant="default" onClick={cancel} disabled={save.isPending}>
                {t('cancel')}
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (editing ? t('updating') : t('creating')) : editing ? t('updateCourse') : t('createCourse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
