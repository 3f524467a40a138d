import { Alert } from '@mantine/core';
import event from '@resources/hackathon/event.json';
import { IconSwords } from '@tabler/icons-react';
import { useLoginTexts } from './login-texts';

/** /login?context=hackathon: why this person is being asked to sign in. */
export function HackathonBanner() {
  const t = useLoginTexts();
  return (
    <Alert color="orange" variant="light" icon={<IconSwords size={18} />} title={event.name} data-testid="hackathon-banner">
      {t('hackathonBanner')}
    </Alert>
  );
}
