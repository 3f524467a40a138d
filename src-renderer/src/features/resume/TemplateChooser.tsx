import { Badge, Group, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ResumeTemplate, TemplateId } from '@shared/resume/templates';
import type { PaperSize } from '@shared/resume/paper';
import { PaperSizeControl } from './PaperSizeControl';

interface Props {
  templates: readonly ResumeTemplate[];
  template: TemplateId;
  onTemplate: (id: TemplateId) => void;
  paper: PaperSize;
  onPaper: (paper: PaperSize) => void;
  /** The comparison guide below the cards (the template dialog); the preview dialog leaves it out. */
  withGuide?: boolean;
}

/** product.md §2.2: the five templates with a comparison guide, and the paper size. */
export function TemplateChooser({ templates, template, onTemplate, paper, onPaper, withGuide = true }: Props) {
  return (
    <Stack gap="md">
      <Radio.Group value={template} onChange={(value) => onTemplate(value as TemplateId)} label="Template" aria-label="Template">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" mt="xs">
          {templates.map((t) => (
            <Radio.Card key={t.id} value={t.id} radius="md" p="sm" aria-label={t.name}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <div>
                  <Group gap={6}>
                    <Text fw={600}>{t.name}</Text>
                    {t.popular && (
                      <Badge size="xs" variant="light">
                        Popular
                      </Badge>
                    )}
                  </Group>
                  <Text fz="xs" c="dimmed" mt={4}>
                    {t.description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <div>
        <Text fz="sm" fw={500} mb={4}>
          Paper size
        </Text>
        <PaperSizeControl paper={paper} onPaper={onPaper} />
      </div>
      {withGuide && (
        <div>
          <Title order={3} fz="md" mb="xs">
            Comparison guide
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder fz="xs" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Template</Table.Th>
                  <Table.Th>Best for</Table.Th>
                  <Table.Th>Features</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {templates.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td fw={600}>{t.name}</Table.Td>
                    <Table.Td>{t.best_for.join(', ')}</Table.Td>
                    <Table.Td>{t.features.join('; ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      )}
    </Stack>
  );
}
