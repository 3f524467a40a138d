import { Group, SegmentedControl, Select, TextInput, VisuallyHidden } from '@mantine/core';
import type { ProjectView } from '@shared/projects/browse';
import { categoryLabels, projectCategories, projectSorts, projectStatuses } from '@shared/projects/meta';
import { sortKeys, statusKeys, useProjectsTexts, type ProjectsTextKey } from './projects-texts';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';

export type Layout = 'grid' | 'list';

// Category names are tech words a learner uses as they are (Frontend, DevOps); the rest is translated.
const categoryOptions: Array<{ value: ProjectView['category']; label: string }> = [
  { value: 'all', label: '' }, // 'All categories', in the learner's language at render
  ...projectCategories.map((c) => ({ value: c, label: categoryLabels[c] })),
];
const statusOptions: Array<{ value: ProjectView['status']; label: ProjectsTextKey }> = [{ value: 'all', label: 'allStatuses' }, ...projectStatuses.map((s) => ({ value: s, label: statusKeys[s] }))];
const sortOptions: Array<{ value: ProjectView['sort']; label: ProjectsTextKey }> = projectSorts.map((s) => ({ value: s, label: sortKeys[s] }));
const grid = 'grid';
const list = 'list';

/** The option a Select answered with, typed as the option list is. */
const chosen = <V extends string>(options: ReadonlyArray<{ value: V }>, value: string | null): V | undefined => options.find((o) => o.value === value)?.value;

interface ToolbarProps {
  view: ProjectView;
  onView: (view: ProjectView) => void;
  layout: Layout;
  onLayout: (layout: Layout) => void;
}

/** Search, the category and status filters, the three sorts and the grid/list switch. */
export function ProjectToolbar({ view, onView, layout, onLayout }: ToolbarProps) {
  const t = useProjectsTexts();
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <TextInput
        aria-label={t('search')}
        placeholder={t('search')}
        leftSection={<IconSearch size={16} />}
        value={view.search}
        onChange={(e) => onView({ ...view, search: e.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <Select aria-label={t('category')} data={categoryOptions.map((o) => ({ value: o.value, label: o.value === 'all' ? t('allCategories') : o.label }))} value={view.category} onChange={(v) => onView({ ...view, category: chosen(categoryOptions, v) ?? view.category })} allowDeselect={false} w={{ base: '100%', xs: 170 }} />
      <Select aria-label={t('status')} data={statusOptions.map((o) => ({ value: o.value, label: t(o.label) }))} value={view.status} onChange={(v) => onView({ ...view, status: chosen(statusOptions, v) ?? view.status })} allowDeselect={false} w={{ base: '100%', xs: 160 }} />
      <Select aria-label={t('sort')} data={sortOptions.map((o) => ({ value: o.value, label: t(o.label) }))} value={view.sort} onChange={(v) => onView({ ...view, sort: chosen(sortOptions, v) ?? view.sort })} allowDeselect={false} w={{ base: '100%', xs: 180 }} />
      <SegmentedControl
        aria-label={t('layout')}
        value={layout}
        onChange={(value) => onLayout(value === list ? list : grid)}
        data={[
          {
            value: grid,
            label: (
              <>
                <IconLayoutGrid size={16} aria-hidden />
                <VisuallyHidden>{t('grid')}</VisuallyHidden>
              </>
            ),
          },
          {
            value: list,
            label: (
              <>
                <IconList size={16} aria-hidden />
                <VisuallyHidden>{t('list')}</VisuallyHidden>
              </>
            ),
          },
        ]}
      />
    </Group>
  );
}
