import { Button, Group, Text } from '@mantine/core';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** product.md §3.2.6: Previous/Next with 'Page X of Y'. */
export function Pager({ page, pages, onPage }: PagerProps) {
  return (
    <Group justify="center" gap="sm">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text fz="sm" data-testid="admin-page">
        Page {page} of {Math.max(1, pages)}
      </Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
