import { Alert } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useReaderTexts } from '../reader-texts';

/** product.md §2.3: a block type this reader does not know is shown as an error card, not skipped. */
export function UnknownBlock({ type }: { type: string }) {
  const t = useReaderTexts();
  return (
    <Alert color="red" variant="outline" icon={<IconAlertOctagon size={20} />} title={t('unknownTitle')} role="alert">
      {t('unknownBody', { type })}
    </Alert>
  );
}
