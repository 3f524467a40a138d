import { Badge, Card, Group, Progress, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { BadgeView } from '@shared/api/engagement';
import type { BadgeRarity } from '@shared/engagement/badges';
import { IconBooks, IconCalendar, IconCertificate, IconClock, IconCode, IconCrown, IconFlame, IconLock, IconRocket, IconSchool, IconTerminal2 } from '@tabler/icons-react';

const icons = { school: IconSchool, books: IconBooks, certificate: IconCertificate, crown: IconCrown, code: IconCode, terminal: IconTerminal2, flame: IconFlame, calendar: IconCalendar, rocket: IconRocket, clock: IconClock };
const rarityColour: Record<BadgeRarity, string> = { common: 'gray', rare: 'blue', epic: 'grape', legendary: 'orange' };

/** The ten badges of product.md §1.9 with their progress and rarity. */
export function BadgeGrid({ badges }: { badges: BadgeView[] }) {
  const unlocked = badges.filter((b) => b.unlocked).length;
  return (
    <section aria-labelledby="badges-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="badges-title">
          Achievements
        </Title>
        <Text fz="sm" c="dimmed">
          {unlocked} of {badges.length} unlocked
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        {badges.map((b) => {
          const Icon = icons[b.icon as keyof typeof icons] ?? IconCertificate;
          return (
            <Card key={b.id} withBorder radius="md" padding="sm" data-testid={`badge-${b.id}`} data-unlocked={b.unlocked} aria-label={`${b.label}: ${b.unlocked ? 'unlocked' : `${b.progress}% done`}`} style={{ opacity: b.unlocked ? 1 : 0.75 }}>
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon size="lg" radius="xl" variant={b.unlocked ? 'filled' : 'light'} color={b.unlocked ? rarityColour[b.rarity] : 'gray'}>
                  {b.unlocked ? <Icon size={18} /> : <IconLock size={18} />}
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm" truncate>
                    {b.label}
                  </Text>
                  <Badge size="xs" variant="light" color={rarityColour[b.rarity]}>
                    {b.rarity}
                  </Badge>
                </div>
              </Group>
              <Text fz="xs" c="dimmed" mt={6}>
                {b.desc}
              </Text>
              <Progress value={b.progress} size="xs" mt={6} color={rarityColour[b.rarity]} aria-label={`${b.label} progress`} />
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
