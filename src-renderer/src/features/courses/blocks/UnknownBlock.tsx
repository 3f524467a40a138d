import { Alert } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';

/** product.md §2.3: a block type this reader does not know is shown as an error card, not skipped. */
export function UnknownBlock({ type }: { type: string }) {
  return (
    <Alert color="red" variant="outline" icon={<IconAlertOctagon size={20} />} title="This part of the lesson cannot be shown" role="alert">
      The lesson has a “{type}” block, which this version of Kodeshala does not know how to show. Please tell us about it.
    </Alert>
  );
}
