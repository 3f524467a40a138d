import { Blockquote, Text } from '@mantine/core';
import { dailyQuoteIndex, dailyQuotes } from '@shared/engagement/badges';
import { IconQuote } from '@tabler/icons-react';
import { useDashboardTexts } from './dashboard-texts';

const quoteKeys = ['quote0', 'quote1', 'quote2', 'quote3'] as const;

/** product.md §1.9: the quote of the day, chosen by the day of the month modulo 4. */
export function DailyQuote({ today = new Date() }: { today?: Date }) {
  const index = dailyQuoteIndex(today.getDate());
  const quote = dailyQuotes[index] ?? dailyQuotes[0];
  const t = useDashboardTexts();
  return (
    <Blockquote icon={<IconQuote size={20} />} radius="md" color="teal" aria-label={t('quoteOfTheDay')} mt="xs">
      <Text fz="md">{t(quoteKeys[index] ?? 'quote0')}</Text>
      {/* A person's name: written as they write it, whatever the language. */}
      <Text fz="sm" c="dimmed" mt={4} translate="no">
        — {quote.author}
      </Text>
    </Blockquote>
  );
}
