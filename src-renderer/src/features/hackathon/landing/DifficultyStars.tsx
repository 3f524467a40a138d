import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useHackathonTexts } from '../hackathon-texts';

const maxStars = 5;

/** Difficulty as a number of stars out of five (product.md §3.3 "Problem statement"). */
export function DifficultyStars({ difficulty }: { difficulty: number }) {
  const t = useHackathonTexts();
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={t('difficulty', { difficulty, max: maxStars })}>
      {Array.from({ length: maxStars }, (_, index) =>
        index < difficulty ? <IconStarFilled key={index} size={14} color="var(--mantine-color-yellow-5)" /> : <IconStar key={index} size={14} color="var(--mantine-color-gray-5)" />,
      )}
    </Group>
  );
}
