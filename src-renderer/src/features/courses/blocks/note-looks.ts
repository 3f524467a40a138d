import type { noteTypes } from '@shared/courses/blocks';
import { IconAlertTriangle, IconBulb, IconCircleCheck, IconExclamationCircle, IconInfoCircle, IconStar, type Icon } from '@tabler/icons-react';
import type { ReaderKey } from '../reader-texts';

export type NoteType = (typeof noteTypes)[number];

/** product.md §2.3 note types, each with its Mantine colour, icon and heading (a key of the reader's texts). */
export const noteLooks: Record<NoteType, { color: string; icon: Icon; title: ReaderKey }> = {
  info: { color: 'blue', icon: IconInfoCircle, title: 'noteInfo' },
  warning: { color: 'yellow', icon: IconAlertTriangle, title: 'noteWarning' },
  success: { color: 'green', icon: IconCircleCheck, title: 'noteSuccess' },
  error: { color: 'red', icon: IconExclamationCircle, title: 'noteError' },
  tip: { color: 'teal', icon: IconBulb, title: 'noteTip' },
  important: { color: 'grape', icon: IconStar, title: 'noteImportant' },
};
