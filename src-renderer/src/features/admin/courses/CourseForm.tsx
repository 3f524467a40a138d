import { Button, FileButton, Group, NumberInput, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { thumbnailField, type AdminCourseSummary } from '@shared/admin/content';
import { adminContentRoutes } from '@shared/api/routes/admin-content';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { upload } from '../../../api/client';
import { serverFieldError } from '../../../app/forms/server-field-error';
import { adminMessages } from '../admin-messages';
import { failure, useAdminNotice } from '../admin-notice';
import { omitId } from '../form-resolver';
import { RestoreNotice } from '../drafts/RestoreNotice';
import { useKeptForm } from '../drafts/use-kept-form';
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
  const mode = editing ? 'update' : 'create';
  const form = useForm<CourseFormValues>({ mode: 'controlled', initialValues: emptyCourse(nextOrder), validate: courseResolver(mode) });
  const kept = useKeptForm(form, `course:${editing?.id ?? 'new'}`, parseCourseValues);
  const save = useSaveCourse();
  const notice = useAdminNotice();
  const thumbnail = useMutation({
    mutationFn: (file: File) => {
      const data = new FormData();
      data.append(thumbnailField, file);
      return upload(adminContentRoutes.uploadThumbnail, data);
    },
    onSuccess: (reply) => form.setFieldValue('thumbnail', reply.url),
    onError: (error) => form.setFieldError('thumbnail', error.message),
  });

  useEffect(() => {
    const values = editing ? courseValues(editing) : emptyCourse(nextOrder);
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
    // The form follows the course being edited; nextOrder only matters for a fresh create.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  // The list arrives after the form: a fresh, untouched create form takes the next free place.
  useEffect(() => {
    if (editing || form.isDirty()) return;
    const values = emptyCourse(nextOrder);
    form.setInitialValues(values);
    form.setValues(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nextOrder]);

  const submit = (values: CourseFormValues) => {
    if (save.isPending) return;
    const body = courseBody(values);
    const update = omitId(body);
    save.mutate(editing ? { mode: 'update', courseId: editing.id, body: update } : { mode: 'create', body }, {
      onSuccess: () => {
        notice({ type: 'success', message: editing ? adminMessages.courseUpdated : adminMessages.courseCreated });
        kept.clear();
        const next = emptyCourse(nextOrder + 1);
        form.setInitialValues(next);
        form.setValues(next);
        onDone();
      },
      onError: (error) => {
        const named = serverFieldError(error, fields);
        if (named) form.setFieldError(named.field, named.message);
        notice({ type: 'error', message: failure(editing ? adminMessages.updateCourseFailed : adminMessages.createCourseFailed, error) });
      },
    });
  };
  const cancel = () => {
    kept.clear();
    onDone();
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={editing ? 'Edit course' : 'Create course'}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {editing ? `Edit course: ${editing.title}` : 'Create a course'}
          </Title>
          {kept.offer && <RestoreNotice savedAt={kept.offer.savedAt} onRestore={kept.restore} onDiscard={kept.clear} />}
          <TextInput label="Course ID" description="Lower-case letters, digits and hyphens; it cannot change later." required disabled={editing !== null} {...form.getInputProps('id')} />
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <Textarea label="Description" required autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label="Thumbnail URL" required placeholder="https://… or /images/courses/html.svg" style={{ flex: 1 }} {...form.getInputProps('thumbnail')} />
            <FileButton onChange={(file) => file && thumbnail.mutate(file)} accept="image/png,image/jpeg,image/gif,image/webp">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={thumbnail.isPending} aria-label="Upload a thumbnail image">
                  Upload
                </Button>
              )}
            </FileButton>
          </Group>
          <NumberInput label="Order" description="Place in the catalogue, 1 first." required min={1} allowDecimal={false} w={160} {...form.getInputProps('order')} />
          <Group justify="flex-end" gap="xs">
            {editing && (
              <Button variant="default" onClick={cancel} disabled={save.isPending}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (editing ? 'Updating...' : 'Creating...') : editing ? 'Update Course' : 'Create Course'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
