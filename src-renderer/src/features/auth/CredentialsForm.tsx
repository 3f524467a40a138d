import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { credentials, type Credentials } from '@shared/auth/credentials';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { serverFieldError } from '../../core/forms/server-field-error';
import { zodResolver } from '../../core/forms/zod-resolver';
import { useServerText } from '../../core/i18n';
import { useLoginTexts } from './login-texts';
import type { LoginMode } from './use-login-params';

interface CredentialsFormProps {
  mode: LoginMode;
  /** Signs in or registers; a failure it throws is shown beside its field or handed to onFailure. */
  onSubmit: (credentials: Credentials) => Promise<void>;
  onFailure: (error: unknown) => void;
}

const fields = ['email', 'password'] as const;
/** An address, not words: the same in every language. */
const emailExample = 'you@example.in';

/**
 * E-mail and password, checked with the shared `credentials` schema so the browser shows the
 * spec texts the server would answer with; a field's error clears when that field is edited
 * (product.md §1.5). A submit while one is in flight is ignored.
 */
export function CredentialsForm({ mode, onSubmit, onFailure }: CredentialsFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodResolver(credentials),
    // Only called once the values are valid: the request gets the e-mail trimmed and lower-cased.
    transformValues: (values): Credentials => credentials.parse(values),
  });
  const [passwordVisible, setPasswordVisible] = useState(false);
  const t = useLoginTexts();
  const serverText = useServerText();
  // The shared schema speaks English; the learner reads the error in their language.
  const inputProps = (field: (typeof fields)[number]) => {
    const props = form.getInputProps(field);
    return { ...props, error: typeof props.error === 'string' ? serverText(props.error) : props.error };
  };
  // A second Enter in the same tick arrives before the re-render that disables the button.
  const inFlight = useRef(false);

  const send = async (parsed: Credentials) => {
    inFlight.current = true;
    try {
      await onSubmit(parsed);
    } catch (failure) {
      const named = serverFieldError(failure, fields);
      if (named) form.setFieldError(named.field, serverText(named.message));
      else onFailure(failure);
    } finally {
      inFlight.current = false;
    }
  };

  const emailProps = inputProps('email');
  const passwordProps = inputProps('password');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) return event.preventDefault();
    form.onSubmit(send)(event);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={mode === 'register' ? t('formRegister') : t('formSignIn')}>
      <Stack gap="md">
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={emailExample}
          leftSection={<IconMail size={16} />}
          {...emailProps}
        />
        <PasswordInput
          label={t('password')}
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          placeholder={mode === 'register' ? t('passwordHintRegister') : t('passwordHintSignIn')}
          leftSection={<IconLock size={16} />}
          {...passwordProps}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? t('hidePassword') : t('showPassword'),
            tabIndex: 0,
          }}
        />
        <Button type="submit" fullWidth size="md" loading={form.submitting}>
          {mode === 'register' ? t('submitRegister') : t('submitSignIn')}
        </Button>
      </Stack>
    </form>
  );
}
