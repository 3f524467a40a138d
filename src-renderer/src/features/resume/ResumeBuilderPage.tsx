import { Affix, Box, Button, Container, Grid, Loader, LoadingOverlay, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { resumeRoutes } from '@shared/api/routes/resume';
import { builderSteps, type BuilderStep } from '@shared/resume/builder-score';
import { defaultPaperSize, isPaperSize, type PaperSize } from '@shared/resume/paper';
import { emptyResume, type Resume } from '@shared/resume/resume';
import { resumeTemplates, type TemplateId } from '@shared/resume/templates';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { RouteLoading } from '../../core/RouteLoading';
import { aboveBottomBar } from '../../core/layout/bottom-bar';
import { usePageMeta } from '../../core/use-page-meta';
import { useAuth } from '../auth/auth-context';
import { BuilderHeader } from './BuilderHeader';
import { BuilderSteps } from './BuilderSteps';
import { ConflictDialog } from './ConflictDialog';
import { ResumePdfPreview } from './pdf/ResumePdfPreview';
import { ResumeFormProvider, useResumeForm, validateResume } from './resume-form';
import { ContactStep } from './steps/ContactStep';
import { CustomSections } from './steps/CustomSections';
import { CertificatesStep, EducationStep, ExperienceStep, LanguagesStep, ProjectsStep } from './steps/ListSteps';
import { SkillsStep } from './steps/SkillsStep';
import { SummaryStep } from './steps/SummaryStep';
import { PaperSizeControl } from './PaperSizeControl';
import { TemplateChooser } from './TemplateChooser';
import { SectionOptimizerProvider } from './SectionOptimizer';
import { useBuilderActions } from './use-builder-actions';
import { useResumeSync } from './use-resume-sync';
import { translatedErrors, useResumeTexts } from './resume-texts';

/** product.md §2.2 "Resume builder" at /resume-builder; the route's guard has signed the learner in. */
export function ResumeBuilderPage() {
  const t = useResumeTexts();
  usePageMeta({ title: t('pageTitle'), description: t('pageDescription'), canonicalPath: '/resume-builder' });
  const { user } = useAuth();
  if (!user) return <RouteLoading />;
  // A new account starts a new builder: nothing of the last learner's resume stays in the form.
  return <ResumeBuilder key={user.uid} userId={user.uid} />;
}


function ResumeBuilder({ userId }: { userId: string }) {
  const t = useResumeTexts();
  const applying = useRef(false);
  const changed = useRef<(values: Resume) => void>(() => undefined);
  const form = useResumeForm({
    mode: 'controlled',
    initialValues: emptyResume(),
    // The shared rules speak English; the learner reads each message in their language.
    validate: (values) => translatedErrors(validateResume(values)),
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      if (!applying.current) changed.current(values);
    },
  });
  // Puts a loaded copy in the form without counting it as the learner's change.
  const apply = (resume: Resume) => {
    applying.current = true;
    form.setValues(resume);
    form.resetDirty(resume);
    applying.current = false;
  };
  const { sync, status, loaded, conflict, resolveConflict } = useResumeSync(userId, apply);
  useEffect(() => {
    changed.current = (values) => sync.change(values);
  }, [sync]);

  const [paperValue, setPaper] = useLocalStorage<PaperSize>({ key: 'kodeshala_resume_paper', defaultValue: defaultPaperSize });
  const paper = isPaperSize(paperValue) ? paperValue : defaultPaperSize;
  // A link can open one step (the ATS checker's suggestions do): /resume-builder?step=skills.
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState(() => Math.max(0, builderSteps.findIndex((name) => name === searchParams.get('step'))));
  const [templatesOpen, templates] = useDisclosure(false);
  const [previewOpen, preview] = useDisclosure(false);
  const templateList = useQuery({
    queryKey: ['resume', 'templates'],
    queryFn: async () => (await api(resumeRoutes.templates)).templates,
    staleTime: Infinity,
  });
  // product.md §2.8: when the list cannot be fetched the five built-in templates stand in.
  const choices = templateList.data ?? resumeTemplates;
  const actions = useBuilderActions(form, paper);
  const values = form.getValues();
  const previewResume = useDeferredValue(values);

  if (!loaded) {
    return (
      <Stack align="center" py={80} aria-busy="true" aria-label={t('loadingResume')}>
        <Loader />
        <Text c="dimmed">{t('loadingResumeText')}</Text>
      </Stack>
    );
  }

  const save = () => {
    form.validate();
    void sync.save();
  };
  const chooser = (withGuide: boolean) => (
    <TemplateChooser templates={choices} template={values.template} onTemplate={(id: TemplateId) => form.setFieldValue('template', id)} paper={paper} onPaper={setPaper} withGuide={withGuide} />
  );
  const renderStep = (which: BuilderStep) => {
    switch (which) {
      case 'contact':
        return <ContactStep />;
      case 'summary':
        return <SummaryStep onOptimize={() => void actions.optimizeSummary()} advice={actions.advice} />;
      case 'experience':
        return <ExperienceStep />;
      case 'education':
        return <EducationStep />;
      case 'skills':
        return <SkillsStep />;
      case 'projects':
        return <ProjectsStep />;
      case 'certificates':
        return <CertificatesStep />;
      case 'languages':
        return (
          <>
            <LanguagesStep />
            <CustomSections />
          </>
        );
    }
  };

  return (
    <ResumeFormProvider form={form}>
      <SectionOptimizerProvider value={actions.optimizer}>
        <Box pos="relative">
          <LoadingOverlay
            visible={actions.busy}
            zIndex={400}
            // Over the viewport, so the message is in sight wherever the learner has scrolled to.
            pos="fixed"
            overlayProps={{ blur: 1 }}
            loaderProps={{
              children: (
                <Stack align="center" gap="xs" role="status">
                  <Loader />
                  <Text fw={600}>{t('processing')}</Text>
                </Stack>
              ),
            }}
          />
          <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
            <Stack gap="md">
              <BuilderHeader
                status={status}
                actions={actions}
                onSave={save}
                onTemplates={templates.open}
                paperControl={
                  <PaperSizeControl size="xs" paper={paper} onPaper={setPaper} />
                }
              />
              <Grid gutter="md">
                <Grid.Col span={{ base: 12, lg: 7 }}>
                  <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                    <BuilderSteps active={step} onChange={(next) => setStep(Math.min(Math.max(next, 0), builderSteps.length - 1))} render={renderStep} />
                  </Paper>
                </Grid.Col>
                <Grid.Col span={{ lg: 5 }} visibleFrom="lg">
                  <Paper withBorder radius="md" p="md" pos="sticky" top={80} aria-label={t('livePreview')} component="section">
                    <Title order={2} fz="md" mb="sm">
                      {t('livePreview')}
                    </Title>
                    <ResumePdfPreview resume={previewResume} template={previewResume.template} paper={paper} />
                  </Paper>
                </Grid.Col>
              </Grid>
            </Stack>
          </Container>
          {/* Bottom left: the tutor's chat button holds the bottom right corner. */}
          <Affix position={{ bottom: aboveBottomBar(20), left: 20 }} hiddenFrom="lg">
            <Button leftSection={<IconEye size={18} />} radius="xl" size="md" onClick={preview.open} style={{ boxShadow: 'var(--mantine-shadow-md)' }}>
              {t('preview')}
            </Button>
          </Affix>
          <Modal opened={previewOpen} onClose={preview.close} title={t('previewAndTemplate')} fullScreen>
            <Stack gap="md">
              {chooser(false)}
              <ResumePdfPreview resume={previewResume} template={previewResume.template} paper={paper} />
            </Stack>
          </Modal>
          <Modal opened={templatesOpen} onClose={templates.close} title={t('chooseTemplate')} size="xl">
            {chooser(true)}
          </Modal>
          <ConflictDialog theirs={conflict} onKeepMine={() => resolveConflict('mine')} onKeepTheirs={() => resolveConflict('theirs')} />
        </Box>
      </SectionOptimizerProvider>
    </ResumeFormProvider>
  );
}
