import { Alert, Badge, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { useFormats } from '../../../core/format';
import { useServerText } from '../../../core/i18n';
import { usePageMeta } from '../../../core/use-page-meta';
import { useCertificateTexts } from './certificate-texts';
import { CertificateLookupForm } from './CertificateLookupForm';
import { useCertificateCheck } from './use-certificate-check';

/**
 * /hackathon/certificates/:code, the address printed on every certificate (product.md §3.7
 * "Certificates"): anyone can see whether a certificate is genuine and whom it names. Without a
 * code, or with one nobody issued, the page offers a box to type one.
 */
export function CertificateCheckPage() {
  const t = useCertificateTexts();
  const code = useParams().code ?? '';
  usePageMeta({ title: t('title'), description: t('description'), canonicalPath: code ? `/hackathon/certificates/${code}` : '/hackathon/certificates' });
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        {code ? <CertificateResult key={code} code={code} /> : <CertificateLookupForm />}
        <Button component={Link} to="/hackathon" variant="default" w="fit-content">
          {t('about')}
        </Button>
      </Stack>
    </Container>
  );
}

function CertificateResult({ code }: { code: string }) {
  const t = useCertificateTexts();
  const formats = useFormats();
  const serverText = useServerText();
  const check = useCertificateCheck(code);
  const unknown = check.error instanceof ApiError && check.error.status === 404;

  return (
    <>
      <Text c="dimmed">
        {t('verificationCode')} <code>{code}</code>
      </Text>
      {check.isPending && (
        <Group>
          <Loader size="sm" />
          <Text>{t('checking')}</Text>
        </Group>
      )}
      {check.isError && (
        <Alert color={unknown ? 'red' : 'yellow'} icon={<IconAlertTriangle />} title={t('notVerified')}>
          {serverText(check.error)}
          {!unknown && (
            <Button mt="sm" size="xs" variant="light" onClick={() => void check.refetch()}>
              {t('tryAgain')}
            </Button>
          )}
        </Alert>
      )}
      {check.data && (
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{check.data.event_name}</Text>
              {check.data.valid ? (
                <Badge color="green" leftSection={<IconCircleCheck size={14} />}>
                  {t('valid')}
                </Badge>
              ) : (
                <Badge color="red">{t('noLongerValid')}</Badge>
              )}
            </Group>
            <Title order={2}>{check.data.participant_name}</Title>
            <Text>{t('team', { name: check.data.team_name })}</Text>
            <Text c="dimmed" size="sm">
              {t('issuedOn', { date: formats.date(check.data.issued_at) })}
            </Text>
            {!check.data.valid && <Text size="sm">{t('revoked')}</Text>}
          </Stack>
        </Card>
      )}
      {unknown && <CertificateLookupForm />}
    </>
  );
}
