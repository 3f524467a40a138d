import { Container, Group, Skeleton, Stack } from '@mantine/core';
import { useReaderTexts } from '../reader-texts';

/** The reader's shape while the course loads, so the page does not jump when it arrives. */
export function ReaderSkeleton() {
  const t = useReaderTexts();
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg" role="status" aria-busy="true" aria-label={t('loadingCourse')}>
        <Skeleton h={14} w="50%" />
        <Group justify="space-between">
          <Skeleton h={36} w={110} />
          <Skeleton h={26} w={120} radius="xl" />
        </Group>
        <Skeleton h={40} w="75%" />
        <Skeleton h={14} w="40%" />
        <Skeleton h={200} />
        <Skeleton h={120} />
      </Stack>
    </Container>
  );
}
