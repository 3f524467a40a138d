import type { noteTypes } from '@shared/courses/blocks';
import { IconAlertTriangle, IconBulb, IconCircleCheck, IconExclamationCircle, IconInfoCircle, IconStar, type Icon } from '@tabler/icons-react';

export type NoteType = (typeof noteTypes)[number];

/** product.md §2.3 note types, each with its Mantine colour, icon and heading. */
export const noteLooks: Record<NoteType, { color: string; icon: Icon; title: string }> = {
  info: { color: 'blue', icon: IconInfoCircle, title: 'Note' },
  warning: { color: 'yellow', icon: IconAlertTriangle, title: 'Warning' },
  success: { color: 'green', icon: IconCircleCheck, title: 'Well done' },
  error: { color: 'red', icon: IconExclamationCircle, title: 'Common mistake' },
  tip: { color: 'teal', icon: IconBulb, title: 'Tip' },
  important: { color: 'grape', icon: IconStar, title: 'Important' },
};
