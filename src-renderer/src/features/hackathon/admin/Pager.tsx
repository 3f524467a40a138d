import { Button, Group, Text } from '@mantine/core';
import { useAdminTexts } from './admin-texts';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** product.md §3.2.6: Previous/Next with 'Page X of Y'. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const t = useAdminTexts();
  return (
    <Group justify="center" gap="sm">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <Text fz="sm" data-testid="admin-page">
        {t('pageOf', { page, pages: Math.max(1, pages) })}
      </Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </Group>
  );
}
