import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isCategoryFilter, matchesFilter, type CategoryFilter } from '@shared/courses/categories';
import { IconBooks, IconCloudOff, IconFilterOff } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../core/use-page-meta';
import { CatalogueMessage } from './catalogue/CatalogueMessage';
import { CategoryChips } from './catalogue/CategoryChips';
import { CourseCard } from './catalogue/CourseCard';
import { CourseSearch } from './catalogue/CourseSearch';
import { UpgradePrompt } from './catalogue/UpgradePrompt';
import { useCatalogueTexts } from './catalogue-texts';
import { useCourses } from './use-courses';
import { useOfflineReadingTexts } from '../offline/offline-reading-texts';
import { isUnreachable, useOffline } from '../offline/use-offline';

// Only offline without a kept catalogue: the lessons this browser kept, to read meanwhile.
const SavedLessonsList = lazy(() => import('../offline/SavedLessonsList').then((m) => ({ default: m.SavedLessonsList })));

/** product.md §1.2: another page (the dashboard, the home page) may open the catalogue pre-filtered. */
function useInitialFilter(): CategoryFilter {
  const { state } = useLocation();
  const filter: unknown = state && typeof state === 'object' && 'filter' in state ? state.filter : undefined;
  return isCategoryFilter(filter) ? filter : 'All';
}

const grid = { base: 1, sm: 2, lg: 3 } as const;

function CourseGrid() {
  const t = useCatalogueTexts();
  const courses = useCourses();
  const initialFilter = useInitialFilter();
  const [filter, setFilter] = useState<CategoryFilter>(initialFilter);
  // The list's arrival draws every card at once; a query's answer renders in one blocking task that
  // holds a slow phone's taps for most of a second, where the deferred copy renders in slices.
  const data = useDeferredValue(courses.data);
  const offline = useOffline();
  const offlineTexts = useOfflineReadingTexts();

  if (courses.isError && offline && isUnreachable(courses.error)) {
    return (
      <CatalogueMessage icon={IconCloudOff} message={offlineTexts('catalogueOffline')}>
        <Suspense fallback={null}>
          <SavedLessonsList />
        </Suspense>
      </CatalogueMessage>
    );
  }
  if (courses.isError) {
    return (
      <CatalogueMessage icon={IconCloudOff} failed message={t('loadFailed')}>
        <Group>
          <Button component={Link} to="/">
            {t('backToHome')}
          </Button>
          <Button variant="default" onClick={() => void courses.refetch()} loading={courses.isFetching}>
            {t('tryAgain')}
          </Button>
        </Group>
      </CatalogueMessage>
    );
  }
  // Still on its way, or arrived and not yet rendered from the deferred copy.
  if (!data) {
    return (
      <SimpleGrid cols={grid} spacing="lg" aria-busy="true" aria-label={t('loadingCourses')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={420} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }

  const { premium } = data;
  const listed = [...data.courses].filter((course) => course.category !== 'Misc').sort((a, b) => a.order - b.order);
  const shown = listed.filter((course) => matchesFilter(course.category, filter));
  return (
    <Stack gap="lg">
      {!premium && <UpgradePrompt />}
      <CourseSearch />
      <CategoryChips value={filter} onChange={setFilter} />
      {listed.length === 0 ? (
        <CatalogueMessage icon={IconBooks} message={t('noCourses')} />
      ) : shown.length === 0 ? (
        <CatalogueMessage icon={IconFilterOff} message={t('noneInCategory')}>
          <Button variant="light" onClick={() => setFilter('All')}>
            {t('showAll')}
          </Button>
        </CatalogueMessage>
      ) : (
        <SimpleGrid cols={grid} spacing="lg">
          {shown.map((course) => (
            <CourseCard key={course.id} course={course} premium={premium} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function CoursesPage() {
  const t = useCatalogueTexts();
  usePageMeta({
    title: t('pageTitle'),
    description: t('pageDescription'),
    canonicalPath: '/courses',
  });
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('pageTitle')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <CourseGrid />
      </Stack>
    </Container>
  );
}
