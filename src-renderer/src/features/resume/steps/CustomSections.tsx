import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { itemMessages } from '@shared/resume/resume';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { blankCustomItem, blankCustomSection } from '../resume-draft';
import { useResumeFormContext } from '../resume-form';

/**
 * Sections the templates have no slot for (awards, volunteering, publications), kept after the
 * languages as the resume prints them last: a title, a paragraph and entries, all edited in place.
 */
export function CustomSections() {
  const form = useResumeFormContext();
  const sections = form.getValues().customSections;
  const add = useForm({ mode: 'controlled', initialValues: { title: '' }, validate: { title: (v: string) => (v.trim() === '' ? itemMessages.sectionTitle : null) } });
  const submit = add.onSubmit(({ title }) => {
    form.insertListItem('customSections', { ...blankCustomSection(), title: title.trim() });
    add.reset();
  });
  return (
    <Stack gap="md" mt="xl">
      <Title order={3} fz="lg">
        Additional sections
      </Title>
      {sections.map((section, s) => (
        <Paper key={section.id} withBorder radius="md" p="md" component="section" aria-label={`Section ${section.title}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-end">
            <TextInput style={{ flex: 1 }} label="Section title" aria-label={`Title of section ${s + 1}`} {...form.getInputProps(`customSections.${s}.title`)} />
            <ActionIcon variant="subtle" color="red" mb={4} aria-label={`Remove section ${s + 1}`} onClick={() => form.removeListItem('customSections', s)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          <Textarea mt="sm" label="Paragraph" aria-label={`Paragraph of section ${s + 1}`} autosize minRows={2} {...form.getInputProps(`customSections.${s}.content`)} />
          {section.items.map((item, i) => (
            <Paper key={item.id} withBorder p="sm" mt="sm" radius="sm">
              <Group justify="space-between" mb={4}>
                <Text fz="sm" fw={600}>
                  Entry {i + 1}
                </Text>
                <ActionIcon variant="subtle" color="red" aria-label={`Remove entry ${i + 1} of section ${s + 1}`} onClick={() => form.removeListItem(`customSections.${s}.items`, i)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {(['title', 'subtitle', 'date', 'url'] as const).map((key) => (
                  <TextInput key={key} label={key[0]?.toUpperCase() + key.slice(1)} {...form.getInputProps(`customSections.${s}.items.${i}.${key}`)} />
                ))}
              </SimpleGrid>
              <Textarea mt="xs" label="Description" autosize minRows={2} {...form.getInputProps(`customSections.${s}.items.${i}.description`)} />
            </Paper>
          ))}
          <Button mt="sm" size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem(`customSections.${s}.items`, blankCustomItem())}>
            Add entry
          </Button>
        </Paper>
      ))}
      <form onSubmit={submit} noValidate aria-label="Add section">
        <Group align="flex-start">
        <TextInput style={{ flex: 1 }} label="New section title" placeholder="Awards, Volunteering, Publications" {...add.getInputProps('title')} />
        <Button type="submit" mt={25} variant="light" leftSection={<IconPlus size={16} />}>
            Add Section
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
