import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouteError } from 'react-router';
import { useServerText } from '../../core/i18n';
import { useLegalTexts } from './legal-texts';

/** product.md §2.2 "Legal pages": a failure offers Try Again and Go Home. */
export function LegalErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useLegalTexts();
  const serverText = useServerText();
  const tryAgain = async () => {
    await queryClient.resetQueries({ queryKey: ['legal'] });
    await navigate(0);
  };
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="sm">
        <Title order={2}>{t('errorTitle')}</Title>
        <Text c="dimmed">{error instanceof Error ? serverText(error) : t('errorText')}</Text>
        <Group>
          <Button onClick={() => void tryAgain()}>{t('tryAgain')}</Button>
          <Button component={Link} to="/" variant="default">
            {t('goHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
