import { Button, Group, Modal, NumberInput, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { projectName } from '@shared/api/playground';
import { liveUrl, projectDetailsBody, type ProjectCard } from '@shared/api/projects';
import { categoryLabels, maxTechnologies, projectCategories, projectStatuses } from '@shared/projects/meta';
import { z } from 'zod';
import { serverFieldError } from '../../app/forms/server-field-error';
import { zodResolver } from '../../app/forms/zod-resolver';
import { useUpdateProject } from './use-projects';

/** The server's schema, with an empty live URL meaning none. */
const detailsForm = projectDetailsBody.required().extend({ name: projectName, liveUrl: z.literal('').or(liveUrl) });
type DetailsValues = z.input<typeof detailsForm>;
const fields = ['name', 'description', 'category', 'status', 'technologies', 'progress', 'liveUrl'] as const;

function DetailsForm({ project, onDone }: { project: ProjectCard; onDone: () => void }) {
  const update = useUpdateProject();
  const form = useForm<DetailsValues>({
    mode: 'controlled',
    initialValues: {
      name: project.name,
      description: project.description,
      category: project.category,
      status: project.status,
      technologies: project.technologies,
      progress: project.progress,
      liveUrl: project.liveUrl ?? '',
    },
    validate: zodResolver(detailsForm),
  });
  const submit = form.onSubmit((values) => {
    const body = detailsForm.parse(values);
    update.mutate(
      { id: project.id, body: { ...body, liveUrl: body.liveUrl || null } },
      {
        onSuccess: onDone,
        onError: (error) => {
          const named = serverFieldError(error, fields);
          form.setFieldError(named?.field ?? 'name', named?.message ?? error.message);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
        <Group grow align="start" wrap="wrap">
          <Select label="Category" data={projectCategories.map((c) => ({ value: c, label: categoryLabels[c] }))} allowDeselect={false} {...form.getInputProps('category')} />
          <Select label="Status" data={[...projectStatuses]} allowDeselect={false} {...form.getInputProps('status')} />
        </Group>
        <TagsInput label="Technologies" description={`Press Enter after each, up to ${maxTechnologies}`} maxTags={maxTechnologies} {...form.getInputProps('technologies')} />
        <NumberInput label="Progress (%)" min={0} max={100} clampBehavior="strict" allowDecimal={false} {...form.getInputProps('progress')} />
        <TextInput label="Live URL" placeholder="https://" {...form.getInputProps('liveUrl')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Category, status, technologies, progress and live URL of one project (product.md §2.4). */
export function ProjectDetailsModal({ project, onClose }: { project: ProjectCard | undefined; onClose: () => void }) {
  return (
    <Modal opened={project !== undefined} onClose={onClose} title={project ? `Details of ${project.name}` : ''} size="lg">
      {project && <DetailsForm key={project.id} project={project} onDone={onClose} />}
    </Modal>
  );
}
