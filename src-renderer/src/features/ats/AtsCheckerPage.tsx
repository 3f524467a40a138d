import { Alert, Button, Container, Grid, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AtsScoreReply } from '@shared/api/ats';
import { atsLimits, atsMessages } from '@shared/ats/rules';
import { IconAlertCircle, IconLock, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notify } from '../../app/notifications/notify';
import { usePageMeta } from '../../app/use-page-meta';
import { atsFailure, checkResume, fileProblem, jobDescriptionProblem, type AtsForm } from './ats-check';
import { AtsResult } from './AtsResult';
import { ResumeDropzone } from './ResumeDropzone';

/** §2.8: the success notice stays 4 s. */
const successMs = 4_000;

/** product.md §2.2 "ATS checker" at /ats-checker; the route's guard has signed the learner in. */
export function AtsCheckerPage() {
  usePageMeta({ title: 'ATS resume checker', description: 'Check your resume against a job description: the score, the keywords found and missing, and what to change.', canonicalPath: '/ats-checker' });
  const form = useForm<AtsForm>({
    mode: 'controlled',
    initialValues: { file: null, jobDescription: '' },
    validate: { file: fileProblem, jobDescription: jobDescriptionProblem },
  });
  const running = useRef<AbortController | null>(null);
  const check = useMutation<AtsScoreReply, unknown, { file: File; jobDescription: string }>({
    mutationFn: (values) => {
      running.current = new AbortController();
      return checkResume(values, running.current.signal);
    },
    onSuccess: () => notify({ type: 'success', title: 'ATS check', message: atsMessages.success, duration: successMs }),
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
  const analysing = check.isPending;
  const length = form.values.jobDescription.trim().length;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>ATS Resume Checker</Title>
          <Text c="dimmed" mt={4}>
            See your resume the way an applicant tracking system reads it: the score for this job, the keywords it finds and misses, and what to change.
          </Text>
        </div>
        <Alert variant="light" color="gray" icon={<IconLock size={18} />} title="Your resume stays yours" data-testid="ats-privacy">
          Your file is read in memory to score it and then forgotten. We never store your resume, its text or the job description.
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
                  form.setFieldError('file', file ? fileProblem(file) : null);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Textarea
                label="Job description"
                withAsterisk
                placeholder="Paste the whole job description: the role, what you will do and the skills it asks for."
                autosize
                minRows={7}
                maxRows={14}
                disabled={analysing}
                description={`${length.toLocaleString('en-IN')} characters (at least ${atsLimits.jobDescriptionMin})`}
                {...form.getInputProps('jobDescription')}
              />
            </Grid.Col>
          </Grid>
          <Group mt="lg" gap="sm">
            <Button type="submit" leftSection={<IconSearch size={18} />} loading={analysing}>
              Analyze My Resume
            </Button>
            <Button type="button" variant="default" leftSection={<IconRefresh size={18} />} onClick={startOver}>
              Start Over
            </Button>
          </Group>
        </Paper>

        {analysing ? (
          <Paper withBorder radius="md" p="lg" role="status">
            <Group gap="sm">
              <Loader size="sm" />
              <Text>Reading your resume and comparing it with the job description…</Text>
            </Group>
          </Paper>
        ) : null}

        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={failure.title} role="alert" data-testid="ats-error">
            {failure.detail ?? 'Check the file and the description, then press Analyze My Resume again.'}
          </Alert>
        ) : null}

        <div ref={resultRef} style={{ scrollMarginTop: 80 }}>
          {check.data ? <AtsResult result={check.data} /> : null}
        </div>
      </Stack>
    </Container>
  );
}
