import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { dashboardMessages } from './dashboard-messages';

/** The dashboard when its data could not be loaded and no saved copy exists. */
export function DashboardError({ detail, retrying, onRetry }: { detail: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={dashboardMessages.loadFailed} role="alert">
      {detail}
      <Button mt="sm" display="block" variant="light" color="red" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Alert>
  );
}
