import { Chip, Group } from '@mantine/core';
import { categoryFilters, isCategoryFilter, type CategoryFilter } from '@shared/courses/categories';
import { categoryKeys, useCatalogueTexts } from '../catalogue-texts';

/** product.md §1.2: the catalogue's filter chips; Misc courses are hidden, so Misc has no chip. */
export function CategoryChips({ value, onChange }: { value: CategoryFilter; onChange: (filter: CategoryFilter) => void }) {
  const t = useCatalogueTexts();
  return (
    <Chip.Group multiple={false} value={value} onChange={(next) => isCategoryFilter(next) && onChange(next)}>
      <Group gap="xs" role="group" aria-label={t('filterLabel')}>
        {categoryFilters.map((filter) => (
          <Chip key={filter} value={filter} variant="outline" size="sm">
            {t(categoryKeys[filter])}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
