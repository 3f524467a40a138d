import { Badge, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { SearchResult } from '@shared/api/courses';
import { IconBook2, IconFileText, IconLock, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCatalogueTexts } from '../catalogue-texts';
import { useCourseSearch } from '../use-course-search';
import classes from './CourseSearch.module.css';

/** A lesson result opens the reader at that lesson (the reader keeps it in ?lesson=). */
const resultPath = (result: SearchResult) =>
  result.lessonId ? `/courses/${result.courseId}?${new URLSearchParams({ lesson: result.lessonId }).toString()}` : `/courses/${result.courseId}`;

function ResultItem({ result }: { result: SearchResult }) {
  const t = useCatalogueTexts();
  const KindIcon = result.kind === 'course' ? IconBook2 : IconFileText;
  const where =
    result.kind === 'course' ? t('resultCourse') : `${result.courseTitle}${result.moduleIndex === null ? '' : ` · ${t('resultModule', { number: result.moduleIndex + 1 })}`}`;
  return (
    <UnstyledButton component={Link} to={resultPath(result)} p="sm" className={classes.result} data-testid="search-result">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <KindIcon size={18} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" aria-hidden />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} fz="sm">
              {result.title}
            </Text>
            {result.locked && (
              <Badge size="xs" color="orange" variant="light" leftSection={<IconLock size={10} />}>
                {t('premium')}
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {where}
          </Text>
          {result.snippet && (
            <Text fz="xs" c="dimmed" lineClamp={2}>
              {result.snippet}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** Full-text search over course and lesson titles and text; locked lessons show by title only. */
export function CourseSearch() {
  const t = useCatalogueTexts();
  const [text, setText] = useState('');
  const search = useCourseSearch(text);
  const busy = search.settling || search.isFetching;
  const results = search.data?.results ?? [];
  return (
    <Stack gap="xs">
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        leftSection={<IconSearch size={16} />}
        rightSection={busy && text.trim().length >= 2 ? <Loader size={14} /> : null}
        type="search"
        maxLength={100}
      />
      {search.active && (
        <Paper withBorder radius="md" p={4} role="region" aria-label={t('searchResults')}>
          {search.isError ? (
            <Text fz="sm" c="red" p="sm">
              {t('searchFailed')}
            </Text>
          ) : results.length === 0 && !busy ? (
            <Text fz="sm" c="dimmed" p="sm">
              {t('noMatch', { text: text.trim() })}
            </Text>
          ) : (
            <Stack gap={0} mah={360} style={{ overflowY: 'auto' }}>
              {results.map((result) => (
                <ResultItem key={`${result.kind}-${result.courseId}-${result.lessonId ?? ''}`} result={result} />
              ))}
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
