import { Alert } from '@mantine/core';
import event from '@resources/hackathon/event.json';
import { IconSwords } from '@tabler/icons-react';

/** /login?context=hackathon: why this person is being asked to sign in. */
export function HackathonBanner() {
  return (
    <Alert color="orange" variant="light" icon={<IconSwords size={18} />} title={event.name} data-testid="hackathon-banner">
      Sign in or create a free account to register your team for the battle.
    </Alert>
  );
}
