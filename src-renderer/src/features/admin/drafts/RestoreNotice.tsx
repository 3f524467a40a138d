import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';

interface Props {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back the unsaved copy this browser kept of the form (see use-local-draft.ts). */
export function RestoreNotice({ savedAt, onRestore, onDiscard }: Props) {
  return (
    <Alert color="yellow" icon={<IconHistory size={18} />} title="Unsaved changes found" role="status" data-testid="restore-notice">
      <Text fz="sm">Changes you had not saved, kept in this browser at {new Date(savedAt).toLocaleString('en-IN')}.</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={onRestore}>
          Restore
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Alert>
  );
}
