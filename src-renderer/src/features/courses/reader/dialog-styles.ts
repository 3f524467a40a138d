import type { ModalProps } from '@mantine/core';

/** The reader's dialogs name what happened in a bold title, like the rest of the reader's headings. */
export const dialogStyles: ModalProps['styles'] = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };
