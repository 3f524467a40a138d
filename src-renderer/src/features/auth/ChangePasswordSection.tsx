import { Alert, Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authRoutes } from '@shared/api/routes/auth';
import { authMessages } from '@shared/auth/messages';
import { IconAlertTriangle, IconCheck, IconCloudOff, IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { startSession } from '../../api/session-token';
import { serverFieldError } from '../../core/forms/server-field-error';
import { zodResolver } from '../../core/forms/zod-resolver';
import { useServerText } from '../../core/i18n';
import { useOffline } from '../offline/use-offline';
import { useAuth } from './auth-context';
import './auth-messages-texts';
import { changePasswordForm, changePasswordFormFields, changePasswordRequest, emptyChangePasswordForm, refusedField, type ChangePasswordFormValues } from './change-password-form';
import { useChangePasswordTexts } from './change-password-texts';

type Field = (typeof changePasswordFormFields)[number];

/**
 * The profile's Change password section (product.md §1.2): the current password and the new one
 * twice. A refusal about a password stands beside its field; any other above the form. The reply
 * is the caller's new session, since the change ends every access token the account had.
 */
export function ChangePasswordSection() {
  const t = useChangePasswordTexts();
  const serverText = useServerText();
  const { user } = useAuth();
  const offline = useOffline();
  const headingId = useId();
  const [visible, setVisible] = useState(false);
  const form = useForm<ChangePasswordFormValues>({ mode: 'controlled', initialValues: emptyChangePasswordForm, validate: zodResolver(changePasswordForm) });
  const change = useMutation({
    mutationFn: (values: ChangePasswordFormValues) => api(authRoutes.changePassword, { body: changePasswordRequest(values) }),
    onSuccess: (session) => {
      startSession(session);
      form.reset();
    },
    onError: (error) => {
      const named = serverFieldError(error, changePasswordFormFields);
      if (named) return form.setFieldError(named.field, serverText(named.message));
      const field = error instanceof ApiError ? refusedField(error.code) : undefined;
      if (field) form.setFieldError(field, error.message);
    },
  });
  const hasPassword = user?.providers.includes('password') ?? false;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (change.isPending) return event.preventDefault();
    change.reset();
    form.onSubmit((values) => change.mutate(values))(event);
  };

  // The shared schema and the server word their errors in English: shown in the learner's language.
  const input = (field: Field) => {
    const props = form.getInputProps(field);
    return { ...props, error: typeof props.error === 'string' ? serverText(props.error) : props.error };
  };
  const inputs = { current: input('currentPassword'), next: input('newPassword'), confirm: input('confirmPassword') };
  const toggle = {
    visible,
    onVisibilityChange: setVisible,
    visibilityToggleButtonProps: { 'aria-label': visible ? t('hidePassword') : t('showPassword'), tabIndex: 0 },
  };
  const failure = change.error && !serverFieldError(change.error, changePasswordFormFields) && !(change.error instanceof ApiError && refusedField(change.error.code));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid="change-password">
      <Stack gap="sm">
        <Group gap="xs">
          <IconLock size={20} aria-hidden />
          <Text fw={600} id={headingId}>
            {t('title')}
          </Text>
        </Group>
        {!hasPassword ? (
          <Text fz="sm">{serverText(authMessages.noPasswordToChange)}</Text>
        ) : (
          <form onSubmit={submit} noValidate aria-labelledby={headingId}>
            <Stack gap="sm" maw={420}>
              <Text fz="sm" c="dimmed">
                {t('description')}
              </Text>
              {offline && (
                <Alert color="yellow" icon={<IconCloudOff />} role="status">
                  {t('offline')}
                </Alert>
              )}
              {change.isSuccess && (
                <Alert color="green" icon={<IconCheck />} title={t('changed')} role="status">
                  {serverText(authMessages.passwordChanged)}
                </Alert>
              )}
              {failure && (
                <Alert color="red" icon={<IconAlertTriangle />} title={t('failed')} role="alert">
                  {serverText(change.error instanceof ApiError ? change.error.message : authMessages.otherError)}
                </Alert>
              )}
              <PasswordInput label={t('currentPassword')} autoComplete="current-password" {...inputs.current} {...toggle} />
              <PasswordInput label={t('newPassword')} description={t('newPasswordHint')} autoComplete="new-password" {...inputs.next} {...toggle} />
              <PasswordInput label={t('confirmPassword')} autoComplete="new-password" {...inputs.confirm} {...toggle} />
              <Group>
                <Button type="submit" loading={change.isPending} disabled={offline}>
                  {t('submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
