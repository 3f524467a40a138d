import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconSwords, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAppLanguage } from '../i18n';
import { shellTexts } from '../shell-texts';

/** product.md §1.3: the five kinds of notification. */
export type NotificationType = 'info' | 'success' | 'error' | 'warning' | 'hackathon';

/**
 * A toast's words: a string stays as it was written; a function is read again whenever the
 * interface changes language, for a toast raised just before a switch (the welcome toast, raised
 * as a signed-in account's language is being loaded).
 */
export type ToastText = string | (() => string);

export interface NotifyOptions {
  type: NotificationType;
  title: ToastText;
  message: ToastText;
  /** Milliseconds; product.md §1.9 sets 5 s unless a notification says otherwise. */
  duration?: number;
  /** A stable id shows a notification once even when two effects ask for it. */
  id?: string;
  action?: { label: string; onClick: () => void };
}

export const defaultNotificationMs = 5_000;

/** Mantine's close button is an icon with no name of its own: every toast gives it one, in the learner's language. */
export const closeButtonProps = () => ({ 'aria-label': shellTexts('closeNotification') });

const looks: Record<NotificationType, { color: string; icon: ReactNode }> = {
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
  success: { color: 'teal', icon: <IconCheck size={18} /> },
  error: { color: 'red', icon: <IconX size={18} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} /> },
  hackathon: { color: 'orange', icon: <IconSwords size={18} /> },
};

function CurrentMessage({ read }: { read: () => string }) {
  useAppLanguage();
  return read();
}

const words = (text: ToastText): ReactNode => (typeof text === 'string' ? text : <CurrentMessage read={text} />);

export function notify({ type, title, message, duration = defaultNotificationMs, id, action }: NotifyOptions): string {
  const { color, icon } = looks[type];
  const notificationId = id ?? `${type}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const body = action ? (
    <Stack gap={6}>
      <Text fz="sm">{words(message)}</Text>
      <Group>
        <Button
          size="compact-sm"
          color={color}
          onClick={() => {
            notifications.hide(notificationId);
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      </Group>
    </Stack>
  ) : (
    words(message)
  );
  return notifications.show({
    id: notificationId,
    title: words(title),
    message: body,
    color,
    icon,
    autoClose: duration,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
    'data-notification-type': type,
  });
}
