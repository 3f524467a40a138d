import { Alert, Badge, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { usePageMeta } from '../../../app/use-page-meta';
import { useCertificateCheck } from './use-certificate-check';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * /hackathon/certificates/:code, the address printed on every certificate (product.md §3.7
 * "Certificates"): anyone can see whether a certificate is genuine and whom it names.
 */
export function CertificateCheckPage() {
  const code = useParams().code ?? '';
  usePageMeta({ title: 'Certificate check', description: 'Check a Kodeshala hackathon participation certificate by its verification code.', canonicalPath: `/hackathon/certificates/${code}` });
  const check = useCertificateCheck(code);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Certificate check</Title>
        <Text c="dimmed">
          Verification code <code>{code}</code>
        </Text>
        {check.isPending && (
          <Group>
            <Loader size="sm" />
            <Text>Checking the certificate…</Text>
          </Group>
        )}
        {check.isError && (
          <Alert color={check.error instanceof ApiError && check.error.status === 404 ? 'red' : 'yellow'} icon={<IconAlertTriangle />} title="Not verified">
            {check.error.message}
            {!(check.error instanceof ApiError && check.error.status === 404) && (
              <Button mt="sm" size="xs" variant="light" onClick={() => void check.refetch()}>
                Try again
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
                    Valid
                  </Badge>
                ) : (
                  <Badge color="red">No longer valid</Badge>
                )}
              </Group>
              <Title order={2}>{check.data.participant_name}</Title>
              <Text>Team {check.data.team_name}</Text>
              <Text c="dimmed" size="sm">
                Participation certificate issued on {day(check.data.issued_at)}.
              </Text>
              {!check.data.valid && <Text size="sm">The registration this certificate was issued for has since been cancelled or refunded.</Text>}
            </Stack>
          </Card>
        )}
        <Button component={Link} to="/hackathon" variant="default" w="fit-content">
          About the hackathon
        </Button>
      </Stack>
    </Container>
  );
}
