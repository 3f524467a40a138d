import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { useAdminTexts } from './admin-texts';
import { useStatusOptions } from './status-options';
import { useTeamChangesTexts } from './team-changes-texts';

export interface ListFilters {
  status: string;
  type: string;
  college: string;
  department: string;
  /** Only registrations whose fee waits to be returned (product.md §3.4 "Payment state"). */
  refundDue: boolean;
}

export const noFilters: ListFilters = { status: 'all', type: 'all', college: 'all', department: 'all', refundDue: false };

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
  const t = useAdminTexts();
  const refundDueLabel = useTeamChangesTexts()('refundDueFilter');
  const statusOptions = useStatusOptions();
  const set = (key: Exclude<keyof ListFilters, 'refundDue'>) => (value: string | null) => onFilters({ ...filters, [key]: value ?? 'all' });
  const statusData = [all(t('allStatuses')), ...statusOptions];
  const typeData = [all(t('allTypes')), { value: 'individual', label: t('individual') }, { value: 'team', label: t('team') }];
  // Searchable menus start empty with 'All …' as the placeholder, so typing searches instead of
  // being appended to the label of the chosen 'All' option; clearing goes back to all.
  const collegeValue = filters.college === 'all' ? null : filters.college;
  const departmentValue = filters.department === 'all' ? null : filters.department;
  const onStatus = set('status');
  const onType = set('type');
  const onCollege = set('college');
  const onDepartment = set('department');
  return (
    <>
      <Select label={t('status')} w={{ base: '47%', sm: 150 }} data={statusData} value={filters.status} onChange={onStatus} allowDeselect={false} />
      <Select
        label={t('type')}
        w={{ base: '47%', sm: 130 }}
        data={typeData}
        value={filters.type}
        onChange={onType}
        allowDeselect={false}
      />
      <Select
        label={t('college')}
        placeholder={t('allColleges')}
        w={{ base: '47%', sm: 200 }}
        data={colleges}
        value={collegeValue}
        onChange={onCollege}
        searchable
        clearable
        nothingFoundMessage={t('noMatch')}
      />
      <Select
        label={t('department')}
        placeholder={t('allDepartments')}
        w={{ base: '47%', sm: 180 }}
        data={departments}
        value={departmentValue}
        onChange={onDepartment}
        searchable
        clearable
        nothingFoundMessage={t('noMatch')}
      />
      <Checkbox
        label={refundDueLabel}
        checked={filters.refundDue}
        onChange={(event) => onFilters({ ...filters, refundDue: event.currentTarget.checked })}
        mb={8}
        data-testid="admin-filter-refund-due"
      />
    </>
  );
});

/** product.md §3.2.6: the search box, the four filters and 'Refund due only'; college and department come from the server's data. */
export function RegistrationFilters({ search, onSearch, ...selects }: RegistrationFiltersProps) {
  const t = useAdminTexts();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
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
