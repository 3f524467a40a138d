import { Group, SegmentedControl, Select, TextInput, VisuallyHidden } from '@mantine/core';
import type { ProjectView } from '@shared/projects/browse';
import { categoryLabels, projectCategories, projectSorts, projectStatuses, sortLabels } from '@shared/projects/meta';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';

export type Layout = 'grid' | 'list';

const categoryOptions: Array<{ value: ProjectView['category']; label: string }> = [
  { value: 'all', label: 'All categories' },
  ...projectCategories.map((c) => ({ value: c, label: categoryLabels[c] })),
];
const statusOptions: Array<{ value: ProjectView['status']; label: string }> = [{ value: 'all', label: 'All statuses' }, ...projectStatuses.map((s) => ({ value: s, label: s }))];
const sortOptions: Array<{ value: ProjectView['sort']; label: string }> = projectSorts.map((s) => ({ value: s, label: sortLabels[s] }));

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
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <TextInput
        aria-label="Search projects"
        placeholder="Search projects"
        leftSection={<IconSearch size={16} />}
        value={view.search}
        onChange={(e) => onView({ ...view, search: e.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <Select aria-label="Category" data={categoryOptions} value={view.category} onChange={(v) => onView({ ...view, category: chosen(categoryOptions, v) ?? view.category })} allowDeselect={false} w={{ base: '100%', xs: 170 }} />
      <Select aria-label="Status" data={statusOptions} value={view.status} onChange={(v) => onView({ ...view, status: chosen(statusOptions, v) ?? view.status })} allowDeselect={false} w={{ base: '100%', xs: 160 }} />
      <Select aria-label="Sort" data={sortOptions} value={view.sort} onChange={(v) => onView({ ...view, sort: chosen(sortOptions, v) ?? view.sort })} allowDeselect={false} w={{ base: '100%', xs: 180 }} />
      <SegmentedControl
        aria-label="Layout"
        value={layout}
        onChange={(value) => onLayout(value === 'list' ? 'list' : 'grid')}
        data={[
          {
            value: 'grid',
            label: (
              <>
                <IconLayoutGrid size={16} aria-hidden />
                <VisuallyHidden>Grid</VisuallyHidden>
              </>
            ),
          },
          {
            value: 'list',
            label: (
              <>
                <IconList size={16} aria-hidden />
                <VisuallyHidden>List</VisuallyHidden>
              </>
            ),
          },
        ]}
      />
    </Group>
  );
}
