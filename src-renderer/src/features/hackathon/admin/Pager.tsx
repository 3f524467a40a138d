import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminTexts } from './admin-texts';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** product.md §3.2.6: Previous/Next with 'Page X of Y', and a box to jump to a page (Enter goes). */
export function Pager({ page, pages, onPage }: PagerProps) {
  const t = useAdminTexts();
  const last = Math.max(1, pages);
  const [typed, setTyped] = useState<string | number>('');
  const go = () => {
    const target = Math.min(last, Math.max(1, Math.round(Number(typed))));
    if (typed !== '' && Number.isFinite(target) && target !== page) onPage(target);
    setTyped('');
  };
  return (
    <Group justify="center" gap="sm" wrap="wrap">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <Text fz="sm" data-testid="admin-page">
        {t('pageOf', { page, pages: last })}
      </Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
      {last > 1 && (
        <Group gap={4} wrap="nowrap">
          <NumberInput
            aria-label={t('goToPage')}
            placeholder={t('goToPage')}
            size="xs"
            w={110}
            min={1}
            max={last}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            value={typed}
            onChange={setTyped}
            onKeyDown={(event) => {
              if (event.key === 'Enter') go();
            }}
          />
          <Button variant="default" size="xs" onClick={go} disabled={typed === ''}>
            {t('go')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
