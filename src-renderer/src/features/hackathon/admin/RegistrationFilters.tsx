import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { statusOptions } from './status-options';

export interface ListFilters {
  status: string;
  type: string;
  college: string;
  department: string;
}

export const noFilters: ListFilters = { status: 'all', type: 'all', college: 'all', department: 'all' };

interface RegistrationFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  filters: ListFilters;
  onFilters: (filters: ListFilters) => void;
  colleges: readonly string[];
  departments: readonly string[];
}

const all = (label: string) => ({ value: 'all', label });

type FilterSelectsProps = Omit<RegistrationFiltersProps, 'search' | 'onSearch'>;

/** Apart from the search box, so typing a search does not redraw the four menus on every key. */
const FilterSelects = memo(function FilterSelects({ filters, onFilters, colleges, departments }: FilterSelectsProps) {
  const set = (key: keyof ListFilters) => (value: string | null) => onFilters({ ...filters, [key]: value ?? 'all' });
  return (
    <>
      <Select label="Status" w={{ base: '47%', sm: 150 }} data={[all('All statuses'), ...statusOptions]} value={filters.status} onChange={set('status')} allowDeselect={false} />
      <Select
        label="Type"
        w={{ base: '47%', sm: 130 }}
        data={[all('All types'), { value: 'individual', label: 'Individual' }, { value: 'team', label: 'Team' }]}
        value={filters.type}
        onChange={set('type')}
        allowDeselect={false}
      />
      <Select label="College" w={{ base: '47%', sm: 200 }} data={[all('All colleges'), ...colleges]} value={filters.college} onChange={set('college')} searchable allowDeselect={false} />
      <Select label="Department" w={{ base: '47%', sm: 180 }} data={[all('All departments'), ...departments]} value={filters.department} onChange={set('department')} searchable allowDeselect={false} />
    </>
  );
});

/** product.md §3.2.6: the search box and the four filters; college and department come from the server's data. */
export function RegistrationFilters({ search, onSearch, ...selects }: RegistrationFiltersProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name, e-mail, id, team or department"
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 280 }}
        maxLength={100}
      />
      <FilterSelects {...selects} />
    </Group>
  );
}
