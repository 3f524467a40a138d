import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../core/use-page-meta';
import { useNotFoundTexts } from './not-found-texts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useNotFoundTexts();
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription'), canonicalPath: pathname });
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={900} c="violet" lh={1}>
          404
        </Text>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">
          {t('before')}
          <code>{pathname}</code>
          {t('after')}
        </Text>
        <Group>
          <Button component={Link} to="/">
            {t('goHome')}
          </Button>
          <Button component={Link} to="/#pricing" variant="default">
            {t('seePlans')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
