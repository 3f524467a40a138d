import { Alert, Button, Container, Grid, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AtsScoreReply } from '@shared/api/ats';
import { atsLimits, atsMessages } from '@shared/ats/rules';
import { IconAlertCircle, IconLock, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFormats } from '../../core/format';
import { notify } from '../../core/notifications/notify';
import { atsMessage, useAtsTexts } from './ats-texts';
import { usePageMeta } from '../../core/use-page-meta';
import { atsFailure, checkResume, fileProblem, jobDescriptionProblem, type AtsForm } from './ats-check';
import { AtsResult } from './AtsResult';
import { ResumeDropzone } from './ResumeDropzone';

/** §2.8: the success notice stays 4 s. */
const successMs = 4_000;

const inLanguage = (problem: string | null) => (problem === null ? null : atsMessage(problem));

/** product.md §2.2 "ATS checker" at /ats-checker; the route's guard has signed the learner in. */
export function AtsCheckerPage() {
  const t = useAtsTexts();
  const formats = useFormats();
  usePageMeta({ title: t('pageTitle'), description: t('pageDescription'), canonicalPath: '/ats-checker' });
  const form = useForm<AtsForm>({
    mode: 'controlled',
    initialValues: { file: null, jobDescription: '' },
    validate: { file: (file) => inLanguage(fileProblem(file)), jobDescription: (value) => inLanguage(jobDescriptionProblem(value)) },
  });
  const running = useRef<AbortController | null>(null);
  const check = useMutation<AtsScoreReply, unknown, { file: File; jobDescription: string }>({
    mutationFn: (values) => {
      running.current = new AbortController();
      return checkResume(values, running.current.signal);
    },
    onSuccess: () => notify({ type: 'success', title: t('notifyTitle'), message: atsMessage(atsMessages.success), duration: successMs }),
  });
  useEffect(() => () => running.current?.abort(), []);

  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (check.data) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [check.data]);

  // §2.4: Start Over clears everything, a check under way included.
  const startOver = () => {
    running.current?.abort();
    check.reset();
    form.reset();
  };
  const submit = form.onSubmit(({ file, jobDescription }) => {
    if (file) check.mutate({ file, jobDescription });
  });
  const failure = check.isError ? atsFailure(check.error) : null;
  // A busy or unreachable server may take the same file and description a moment later.
  const retryWith = failure?.retry ? check.variables : undefined;
  const analysing = check.isPending;
  const length = form.values.jobDescription.trim().length;
  const jobDescriptionInput = form.getInputProps('jobDescription');

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('heading')}</Title>
          <Text c="dimmed" mt={4}>
            {t('intro')}
          </Text>
        </div>
        <Alert variant="light" color="gray" icon={<IconLock size={18} />} title={t('privacyTitle')} data-testid="ats-privacy">
          {t('privacy')}
        </Alert>

        <Paper component="form" withBorder radius="md" p="lg" onSubmit={submit} noValidate aria-busy={analysing}>
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <ResumeDropzone
                file={form.values.file}
                error={typeof form.errors.file === 'string' ? form.errors.file : null}
                disabled={analysing}
                onChange={(file) => {
                  form.setFieldValue('file', file);
                  // A chosen file is checked at once, so a PNG or a 9 MB file is refused before Analyze.
                  form.setFieldError('file', file ? inLanguage(fileProblem(file)) : null);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Textarea
                label={t('jobDescription')}
                withAsterisk
                placeholder={t('jobDescriptionPlaceholder')}
                autosize
                minRows={7}
                maxRows={14}
                disabled={analysing}
                description={t('jobDescriptionCount', { count: formats.number(length), min: atsLimits.jobDescriptionMin })}
                {...jobDescriptionInput}
              />
            </Grid.Col>
          </Grid>
          <Group mt="lg" gap="sm">
            <Button type="submit" leftSection={<IconSearch size={18} />} loading={analysing}>
              {t('analyze')}
            </Button>
            <Button type="button" variant="default" leftSection={<IconRefresh size={18} />} onClick={startOver}>
              {t('startOver')}
            </Button>
          </Group>
        </Paper>

        {analysing ? (
          <Paper withBorder radius="md" p="lg" role="status">
            <Group gap="sm">
              <Loader size="sm" />
              <Text>{t('analysing')}</Text>
            </Group>
          </Paper>
        ) : null}

        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={atsMessage(failure.title)} role="alert" data-testid="ats-error">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{failure.detail ? atsMessage(failure.detail) : failure.retry ? t('retryHint') : t('failureHint')}</Text>
              {retryWith ? (
                <Button size="sm" variant="white" color="red" leftSection={<IconRefresh size={16} />} onClick={() => check.mutate(retryWith)}>
                  {t('tryAgain')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}

        <div ref={resultRef} style={{ scrollMarginTop: 80 }}>
          {check.data ? <AtsResult result={check.data} /> : null}
        </div>
      </Stack>
    </Container>
  );
}
