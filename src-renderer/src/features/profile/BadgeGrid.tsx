import { Badge, Card, Group, Progress, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { BadgeView } from '@shared/api/engagement';
import type { BadgeRarity } from '@shared/engagement/badges';
import { IconBooks, IconCalendar, IconCertificate, IconClock, IconCode, IconCrown, IconFlame, IconLock, IconRocket, IconSchool, IconTerminal2 } from '@tabler/icons-react';
import { useServerText } from '../../core/i18n';
import { useProfileTexts } from './profile-texts';

const icons = { school: IconSchool, books: IconBooks, certificate: IconCertificate, crown: IconCrown, code: IconCode, terminal: IconTerminal2, flame: IconFlame, calendar: IconCalendar, rocket: IconRocket, clock: IconClock };
const rarityColour: Record<BadgeRarity, string> = { common: 'gray', rare: 'blue', epic: 'grape', legendary: 'orange' };
const rarityKeys = { common: 'rarityCommon', rare: 'rarityRare', epic: 'rarityEpic', legendary: 'rarityLegendary' } as const satisfies Record<BadgeRarity, string>;

/** The ten badges of product.md §1.9 with their progress and rarity. */
export function BadgeGrid({ badges }: { badges: BadgeView[] }) {
  const t = useProfileTexts();
  const serverText = useServerText();
  const unlocked = badges.filter((b) => b.unlocked).length;
  return (
    <section aria-labelledby="badges-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="badges-title">
          {t('achievements')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('unlockedOf', { unlocked, total: badges.length })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        {badges.map((b) => {
          const Icon = icons[b.icon as keyof typeof icons] ?? IconCertificate;
          const label = serverText(b.label);
          return (
            <Card key={b.id} withBorder radius="md" padding="sm" data-testid={`badge-${b.id}`} data-unlocked={b.unlocked} aria-label={b.unlocked ? t('badgeUnlocked', { label }) : t('badgeDone', { label, percent: b.progress })}>
              <Group gap="xs" wrap="nowrap">
                {/* Only the icon fades when locked: the words keep their contrast (WCAG AA). */}
                <ThemeIcon size="lg" radius="xl" variant={b.unlocked ? 'filled' : 'light'} color={b.unlocked ? rarityColour[b.rarity] : 'gray'} opacity={b.unlocked ? 1 : 0.75}>
                  {b.unlocked ? <Icon size={18} /> : <IconLock size={18} />}
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm" truncate>
                    {label}
                  </Text>
                  <Badge size="xs" variant="light" color={rarityColour[b.rarity]}>
                    {t(rarityKeys[b.rarity])}
                  </Badge>
                </div>
              </Group>
              <Text fz="xs" c="dimmed" mt={6}>
                {serverText(b.desc)}
              </Text>
              <Progress value={b.progress} size="xs" mt={6} color={rarityColour[b.rarity]} aria-label={t('badgeProgress', { label })} />
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
