import { Button, Group, Stack, Title } from '@mantine/core';
import { IconCertificate, IconMailCheck, IconMailExclamation, IconTestPipe } from '@tabler/icons-react';
import { useAdminTexts } from './admin-texts';
import { useGenerateCertificate, useSendEmail } from './use-mail-actions';

/** product.md §3.2.6 utilities: the certificate and three one-click e-mails to this registration. */
export function DetailUtilities({ registrationId }: { registrationId: string }) {
  const t = useAdminTexts();
  const certificate = useGenerateCertificate();
  const send = useSendEmail();
  const quick = (email_type: 'confirmation' | 'reminder' | 'test') => send.mutate({ recipients: [registrationId], email_type });
  const busyWith = send.isPending ? send.variables.email_type : null;
  return (
    <Stack gap="xs">
      <Title order={5}>{t('utilities')}</Title>
      <Group gap="xs">
        <Button size="xs" variant="light" leftSection={<IconCertificate size={14} />} loading={certificate.isPending} onClick={() => certificate.mutate(registrationId)}>
          {t('generateCertificate')}
        </Button>
        <Button size="xs" variant="light" leftSection={<IconMailCheck size={14} />} loading={busyWith === 'confirmation'} onClick={() => quick('confirmation')}>
          {t('quickConfirmation')}
        </Button>
        <Button size="xs" variant="light" leftSection={<IconMailExclamation size={14} />} loading={busyWith === 'reminder'} onClick={() => quick('reminder')}>
          {t('quickReminder')}
        </Button>
        <Button size="xs" variant="light" leftSection={<IconTestPipe size={14} />} loading={busyWith === 'test'} onClick={() => quick('test')}>
          {t('testEmail')}
        </Button>
      </Group>
    </Stack>
  );
}
