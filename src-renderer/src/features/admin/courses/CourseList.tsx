import { Button, Card, Group, Image, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminCourseSummary } from '@shared/admin/content';
import { IconDots, IconDownload, IconEdit, IconHistory, IconTrash, IconUpload } from '@tabler/icons-react';
import { useAdminTexts } from '../admin-texts';
import { StatusBadge } from '../StatusBadge';

export interface CourseActions {
  onEdit: (course: AdminCourseSummary) => void;
  onDelete: (course: AdminCourseSummary) => void;
  onPublish: (course: AdminCourseSummary) => void;
  onHistory: (course: AdminCourseSummary) => void;
  onExport: (course: AdminCourseSummary) => void;
  publishing: string | null;
}

/** The course list (product.md §2.2): title, description, id, order and thumbnail, with its status and actions. */
export function CourseList({ courses, actions }: { courses: AdminCourseSummary[]; actions: CourseActions }) {
  const t = useAdminTexts();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="admin-course-list">
      {courses.map((course) => (
        <Card key={course.id} withBorder radius="md" padding="sm" data-testid="admin-course" aria-label={course.title}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Image src={course.thumbnail} alt="" w={56} h={56} radius="sm" fit="contain" fallbackSrc="/favicon.svg" />
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={700} lineClamp={2}>
                {course.title}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('courseMeta', { id: course.id, order: course.order, modules: course.moduleCount, lessons: course.lessonCount })}
              </Text>
            </Stack>
          </Group>
          <Text fz="sm" c="dimmed" lineClamp={2} mt="xs">
            {course.description}
          </Text>
          <Group justify="space-between" mt="sm" gap="xs">
            <StatusBadge status={course.status} />
            <Group gap={4}>
              {course.status !== 'published' && (
                <Button size="compact-sm" leftSection={<IconUpload size={14} />} onClick={() => actions.onPublish(course)} loading={actions.publishing === course.id} aria-label={t('publishNamed', { title: course.title })}>
                  {t('publish')}
                </Button>
              )}
              <Button size="compact-sm" variant="default" leftSection={<IconEdit size={14} />} onClick={() => actions.onEdit(course)} aria-label={t('editNamed', { name: course.title })}>
                {t('edit')}
              </Button>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button size="compact-sm" variant="subtle" color="gray" aria-label={t('moreActions', { title: course.title })}>
                    <IconDots size={16} />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconHistory size={14} />} onClick={() => actions.onHistory(course)}>
                    {t('revisionHistory')}
                  </Menu.Item>
                  <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => actions.onExport(course)}>
                    {t('exportCourse')}
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.onDelete(course)}>
                    {t('delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
