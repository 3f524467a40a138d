import { notifications } from '@mantine/notifications';
import { closeButtonProps } from '../../../core/notifications/notify';
import { readerTexts as t } from '../reader-texts';

/** product.md §2.9: the reader's toasts last 3 s, at the bottom centre, clear of the lesson navigation. */
const toastMs = 3_000;

export function showProgressSaved(percent: number): void {
  notifications.show({
    title: t('lessonCompleteToast'),
    message: t('progressSaved', { percent }),
    color: 'teal',
    position: 'bottom-center',
    autoClose: toastMs,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
    'data-notification-type': 'success',
  });
}

/** Completed offline: product.md §3.2.8, the progress is sent when the network returns. */
export function showProgressQueued(percent: number): void {
  notifications.show({
    title: t('lessonCompleteToast'),
    message: t('progressQueued', { percent }),
    color: 'teal',
    position: 'bottom-center',
    autoClose: toastMs,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
    'data-notification-type': 'info',
  });
}

export function showProgressFailed(): void {
  notifications.show({
    title: t('notSaved'),
    message: t('progressFailed'),
    color: 'red',
    position: 'bottom-center',
    autoClose: toastMs,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
    'data-notification-type': 'error',
  });
}
