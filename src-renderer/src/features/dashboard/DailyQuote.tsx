import { Blockquote, Text } from '@mantine/core';
import { dailyQuoteIndex, dailyQuotes } from '@shared/engagement/badges';
import { IconQuote } from '@tabler/icons-react';

/** product.md §1.9: the quote of the day, chosen by the day of the month modulo 4. */
export function DailyQuote({ today = new Date() }: { today?: Date }) {
  const quote = dailyQuotes[dailyQuoteIndex(today.getDate())] ?? dailyQuotes[0];
  return (
    <Blockquote icon={<IconQuote size={20} />} radius="md" color="teal" aria-label="Quote of the day" mt="xs">
      <Text fz="md">{quote.text}</Text>
      <Text fz="sm" c="dimmed" mt={4}>
        — {quote.author}
      </Text>
    </Blockquote>
  );
}
