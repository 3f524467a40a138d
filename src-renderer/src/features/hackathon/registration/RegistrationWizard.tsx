import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normalisePhone } from '@shared/hackathon/contact-rules';
import { hackathonMessages } from '@shared/hackathon/messages';
import { emptyWizardForm, withAccountEmail, wizardSteps, type WizardStep } from '@shared/hackathon/wizard-form';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '../../../core/forms/zod-resolver';
import { useServerText } from '../../../core/i18n';
import { useAuth } from '../../auth/auth-context';
import { InvitationCard } from '../dashboard/InvitationCard';
import { useMyInvitations } from '../dashboard/use-membership';
import { useHackathonTexts } from '../hackathon-texts';
import { useHackathonEvent } from '../use-hackathon-event';
import { FinalizeStep } from './FinalizeStep';
import { MembersStep } from './MembersStep';
import { PaymentStep } from './PaymentStep';
import { TeamInfoStep } from './TeamInfoStep';
import { useWizardSubmit, type Registered } from './use-wizard-submit';
import { readDraft } from './wizard-draft';
import { useWizardTexts } from './wizard-texts';
import { WizardProgress } from './WizardProgress';

/** A card's "Choose This Challenge" links here with ?problem=PS03 (product.md §3.2.3). */
const trackFromAddress = (value: string | null) => (value && /^PS\d{2}$/.test(value) ? value : '');

const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-wizard-form] [aria-invalid="true"]')?.focus());

/** product.md §3.2.4: the four-step registration wizard at /hackathon/registration. */
export function RegistrationWizard() {
  const t = useWizardTexts();
  const shared = useHackathonTexts();
  const serverText = useServerText();
  const sharedTexts = { loading: shared('loading'), loadFailed: shared('loadFailed'), tryAgain: shared('tryAgain') };
  const event = useHackathonEvent();
  const { user } = useAuth();
  const [params] = useSearchParams();
  // Read once: a visitor who went to sign in comes back to step 3 with the form as they left it.
  const [draft] = useState(readDraft);
  const [step, setStep] = useState<WizardStep | 3>(draft?.step ?? 0);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: draft?.values ?? emptyWizardForm(trackFromAddress(params.get('problem'))) });

  const goTo = (next: WizardStep | 3) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  const { submit, submitting } = useWizardSubmit(form, goTo, (done) => {
    setRegistered(done);
    goTo(3);
  });
  // product.md §3.4: a declared member lands on their invitation, not on a wizard that would
  // register a second team; they may still choose to register their own.
  const invitations = useMyInvitations();
  const navigate = useNavigate();
  const [ownTeam, setOwnTeam] = useState(false);
  const invited = !ownTeam && step === 0 && (invitations.data?.length ?? 0) > 0;

  // Next checks only the step on screen; Previous goes back without checking (product.md §3.4).
  const next = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (step === 3) return;
    // The leader's e-mail is the account's, so step 2 can refuse it as a member's.
    const values = withAccountEmail(form.getValues(), user?.email);
    const errors = zodResolver(wizardSteps[step])(values);
    // A ?problem= id the event does not have counts as no choice.
    if (step === 1 && !event.data?.problemStatements.some((problem) => problem.id === values.selectedTrack)) {
      errors.selectedTrack ??= hackathonMessages.trackRequired;
    }
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirstError();
    if (step === 2) submit(values);
    else goTo(step === 0 ? 1 : 2);
  };

  if (event.isPending) {
    return (
      <Center mih="60vh">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{sharedTexts.loading}</Text>
        </Group>
      </Center>
    );
  }
  if (event.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={sharedTexts.loadFailed}>
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{serverText(event.error)}</Text>
            <Button variant="light" color="red" onClick={() => void event.refetch()}>
              {sharedTexts.tryAgain}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  if (invited) {
    return (
      <Container size="sm" px={{ base: 'xs', sm: 'md' }} py="lg">
        <Stack gap="lg">
          <Button component={Link} to="/hackathon" variant="subtle" leftSection={<IconArrowLeft size={16} />} w="fit-content">
            {t('back')}
          </Button>
          <InvitationCard onRegisterOwn={() => setOwnTeam(true)} onAccepted={() => void navigate('/hackathon/dashboard')} />
        </Stack>
      </Container>
    );
  }

  const { problemStatements, feePerPersonPaise } = event.data;
  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button component={Link} to="/hackathon" variant="subtle" leftSection={<IconArrowLeft size={16} />} data-testid="wizard-back">
            {t('back')}
          </Button>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {t('registerFor', { name: event.data.name })}
          </Title>
        </Group>
        <WizardProgress step={step} />
        {step === 3 && registered ? (
          <PaymentStep
            registrationId={registered.registrationId}
            teamName={registered.values.teamName}
            teamSize={registered.teamSize}
            amountPaise={registered.teamSize * feePerPersonPaise}
            leader={{ name: registered.values.teamLead.name, email: registered.values.teamLead.email, phone: normalisePhone(registered.values.teamLead.phone) }}
            placement="wizard"
          />
        ) : (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="form" onSubmit={next} noValidate data-wizard-form aria-label={t('formLabel')}>
            <Stack gap="lg">
              {step === 0 ? <TeamInfoStep form={form} /> : null}
              {step === 1 ? <MembersStep form={form} problems={problemStatements} /> : null}
              {step === 2 ? <FinalizeStep form={form} problems={problemStatements} feePerPersonPaise={feePerPersonPaise} /> : null}
              <Group justify="space-between">
                {step > 0 ? (
                  <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => goTo(step === 2 ? 1 : 0)} disabled={submitting} data-testid="wizard-previous">
                    {t('previous')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" loading={submitting} rightSection={step < 2 ? <IconArrowRight size={16} /> : undefined} data-testid="wizard-next">
                  {step < 2 ? t('next') : t('registerTeam')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
