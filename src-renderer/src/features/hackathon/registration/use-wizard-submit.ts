import type { UseFormReturnType } from '@mantine/form';
import { stepOfField, serverFieldPaths, formFieldOfServerPath, toRegisterPayload, wizardForm, type WizardForm, type WizardStep, type WizardValues } from '@shared/hackathon/wizard-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { serverFieldError } from '../../../core/forms/server-field-error';
import { zodResolver } from '../../../core/forms/zod-resolver';
import { type ServerText, useServerText, type Translate } from '../../../core/i18n';
import { notify } from '../../../core/notifications/notify';
import { useAuth } from '../../auth/auth-context';
import { useRegister } from './use-register';
import { clearDraft, saveDraft } from './wizard-draft';
import { useWizardTexts } from './wizard-texts';

export interface Registered {
  registrationId: string;
  teamSize: number;
  values: WizardValues;
}

const loginPath = `/login?context=hackathon&returnTo=${encodeURIComponent('/hackathon/registration')}`;

/** What the server said, in product.md §3.8's words ("Registration failed: {error}"). */
function failureText(error: Error, t: Translate<'noPost' | 'failed'>, serverText: ServerText): string {
  if (error instanceof ApiError && error.status === 405) return t('noPost');
  return error.message ? serverText(error) : t('failed');
}

/**
 * Step 3's submit (product.md §3.2.4, §3.4): the whole form is checked again, a visitor is sent to
 * sign in with the form kept, and a signed-in person is registered and taken to the payment step.
 */
export function useWizardSubmit(form: UseFormReturnType<WizardForm>, goTo: (step: WizardStep) => void, onRegistered: (registered: Registered) => void) {
  const t = useWizardTexts();
  const serverText = useServerText();
  const { user } = useAuth();
  const navigate = useNavigate();
  const register = useRegister();

  const toLogin = (values: WizardForm) => {
    saveDraft(values, 2);
    void navigate(loginPath);
  };

  const showOn = (field: string, message: string) => {
    form.setFieldError(field, message);
    goTo(stepOfField(field));
  };

  const submit = (values: WizardForm) => {
    if (register.isPending) return;
    const checked = wizardForm.safeParse(values);
    if (!checked.success) {
      const errors = zodResolver(wizardForm)(values);
      form.setErrors(errors);
      goTo(Math.min(...Object.keys(errors).map(stepOfField)) as WizardStep);
      return;
    }
    if (!user) return toLogin(values);
    register.mutate(toRegisterPayload(checked.data), {
      onSuccess: (reply) => {
        clearDraft();
        notify({ type: 'success', title: t('registeredTitle'), message: t('registered'), duration: 5_000 });
        onRegistered({ registrationId: reply.data.registration_id, teamSize: reply.data.team_size, values: checked.data });
      },
      onError: (error) => {
        // The session ended while the form was open: sign in again and come back to it.
        if (error instanceof ApiError && error.status === 401) return toLogin(values);
        const named = serverFieldError(error, serverFieldPaths);
        const field = named ? formFieldOfServerPath(named.field) : null;
        if (named && field) showOn(field, serverText(named.message));
        notify({ type: 'error', title: t('failedTitle'), message: t('failedWith', { message: named ? serverText(named.message) : failureText(error, t, serverText) }), duration: 7_000 });
      },
    });
  };

  return { submit, submitting: register.isPending };
}
