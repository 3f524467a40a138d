import { notifications } from '@mantine/notifications';

/** product.md §2.9: the reader's toasts last 3 s, at the bottom centre, clear of the lesson navigation. */
const toastMs = 3_000;

export function showProgressSaved(percent: number): void {
  notifications.show({
    title: 'Lesson complete',
    message: `Progress saved! ${percent}% complete`,
    color: 'teal',
    position: 'bottom-center',
    autoClose: toastMs,
    withBorder: true,
    'data-notification-type': 'success',
  });
}

/** Completed offline: product.md §3.2.8, the progress is sent when the network returns. */
export function showProgressQueued(percent: number): void {
  notifications.show({
    title: 'Lesson complete',
    message: `Saved on this device (${percent}% complete). It will be sent when you are back online.`,
    color: 'teal',
    position: 'bottom-center',
    autoClose: toastMs,
    withBorder: true,
    'data-notification-type': 'info',
  });
}

export function showProgressFailed(): void {
  notifications.show({
    title: 'Not saved',
    message: 'Failed to save progress. Please try again.',
    color: 'red',
    position: 'bottom-center',
    autoClose: toastMs,
    withBorder: true,
    'data-notification-type': 'error',
  });
}
