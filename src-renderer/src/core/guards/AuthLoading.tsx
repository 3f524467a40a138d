import { Center, Loader, Stack, Text } from '@mantine/core';
import { authMessages } from '@shared/auth/messages';
import { useServerText } from '../i18n';

/** What a guarded screen shows while the sign-in state is being checked (product.md §3.2.1). */
export function AuthLoading() {
  const serverText = useServerText();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader />
        <Text c="dimmed">{serverText(authMessages.loadingAuth)}</Text>
      </Stack>
    </Center>
  );
}
