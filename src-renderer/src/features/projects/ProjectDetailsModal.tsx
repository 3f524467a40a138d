import { Button, Group, Modal, NumberInput, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { projectName } from '@shared/api/playground';
import { liveUrl, projectDetailsBody, type ProjectCard } from '@shared/api/projects';
import { categoryLabels, maxTechnologies, projectCategories, projectStatuses } from '@shared/projects/meta';
import { z } from 'zod';
import { serverFieldError } from '../../core/forms/server-field-error';
import { zodResolver } from '../../core/forms/zod-resolver';
import { useServerText } from '../../core/i18n';
import { statusKeys, useProjectsTexts } from './projects-texts';
import { useUpdateProject } from './use-projects';

/** The server's schema, with an empty live URL meaning none. */
const detailsForm = projectDetailsBody.required().extend({ name: projectName, liveUrl: z.literal('').or(liveUrl) });
type DetailsValues = z.input<typeof detailsForm>;
const fields = ['name', 'description', 'category', 'status', 'technologies', 'progress', 'liveUrl'] as const;
const rules = zodResolver(detailsForm);
const urlPlaceholder = 'https://';

function DetailsForm({ project, onDone }: { project: ProjectCard; onDone: () => void }) {
  const t = useProjectsTexts();
  const server = useServerText();
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
    // The shared schema speaks English; each message is shown in the learner's language.
    validate: (values) => Object.fromEntries(Object.entries(rules(values)).map(([field, message]) => [field, typeof message === 'string' ? server(message) : message])),
  });
  const submit = form.onSubmit((values) => {
    const body = detailsForm.parse(values);
    update.mutate(
      { id: project.id, body: { ...body, liveUrl: body.liveUrl || null } },
      {
        onSuccess: onDone,
        onError: (error) => {
          const named = serverFieldError(error, fields);
          form.setFieldError(named?.field ?? 'name', server(named?.message ?? error));
        },
      },
    );
  });
  const inputs = Object.fromEntries(fields.map((field) => [field, form.getInputProps(field)])) as Record<(typeof fields)[number], ReturnType<typeof form.getInputProps>>;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('name')} withAsterisk {...inputs.name} />
        <Textarea label={t('description')} autosize minRows={2} maxRows={5} {...inputs.description} />
        <Group grow align="start" wrap="wrap">
          <Select label={t('category')} data={projectCategories.map((c) => ({ value: c, label: categoryLabels[c] }))} allowDeselect={false} {...inputs.category} />
          <Select label={t('status')} data={projectStatuses.map((s) => ({ value: s, label: t(statusKeys[s]) }))} allowDeselect={false} {...inputs.status} />
        </Group>
        <TagsInput label={t('technologies')} description={t('technologiesHint', { max: maxTechnologies })} maxTags={maxTechnologies} {...inputs.technologies} />
        <NumberInput label={t('progressLabel')} min={0} max={100} clampBehavior="strict" allowDecimal={false} {...inputs.progress} />
        <TextInput label={t('liveUrl')} placeholder={urlPlaceholder} {...inputs.liveUrl} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('saveDetails')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Category, status, technologies, progress and live URL of one project (product.md §2.4). */
export function ProjectDetailsModal({ project, onClose }: { project: ProjectCard | undefined; onClose: () => void }) {
  const t = useProjectsTexts();
  return (
    <Modal opened={project !== undefined} onClose={onClose} title={project ? t('detailsOf', { name: project.name }) : ''} size="lg">
      {project && <DetailsForm key={project.id} project={project} onDone={onClose} />}
    </Modal>
  );
}
