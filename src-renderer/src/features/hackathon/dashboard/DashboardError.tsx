import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useServerText } from '../../../core/i18n';
import { useHackathonTexts } from '../hackathon-texts';
import { useDashboardTexts } from './dashboard-texts';

/** The dashboard when its data could not be loaded and no saved copy exists. */
export function DashboardError({ detail, retrying, onRetry }: { detail: string; retrying: boolean; onRetry: () => void }) {
  const t = useDashboardTexts();
  const shared = useHackathonTexts();
  const serverText = useServerText();
  const tryAgain = shared('tryAgain');
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t('loadFailed')} role="alert">
      {serverText(detail)}
      <Button mt="sm" display="block" variant="light" color="red" onClick={onRetry} loading={retrying}>
        {tryAgain}
      </Button>
    </Alert>
  );
}
