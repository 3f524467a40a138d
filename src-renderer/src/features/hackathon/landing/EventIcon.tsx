import type { HackathonIcon } from '@shared/hackathon/event';
import { IconAward, IconClipboardList, IconFlag, IconMedal, IconPresentation, IconRocket, IconSwords, IconTrophy, type Icon } from '@tabler/icons-react';

const icons: Record<HackathonIcon, Icon> = {
  'clipboard-list': IconClipboardList,
  flag: IconFlag,
  swords: IconSwords,
  trophy: IconTrophy,
  medal: IconMedal,
  award: IconAward,
  presentation: IconPresentation,
  rocket: IconRocket,
};

/** The icon an event file names for a timeline item or a prize (product.md §3.3). */
export function EventIcon({ name, size }: { name: HackathonIcon; size: number }) {
  const Drawn = icons[name];
  return <Drawn size={size} aria-hidden="true" />;
}
