import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { Credentials } from '@shared/auth/credentials';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import type { LoginMode } from './use-login-params';
import { useCredentialsForm } from './use-credentials-form';

interface CredentialsFormProps {
  mode: LoginMode;
  onSubmit: (credentials: Credentials) => Promise<void>;
}

/** E-mail and password, with a show/hide toggle; a submit while one is in flight is ignored. */
export function CredentialsForm({ mode, onSubmit }: CredentialsFormProps) {
  const { values, errors, setField, validate } = useCredentialsForm();
  const [submitting, setSubmitting] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  // A second Enter in the same tick arrives before the re-render that disables the button.
  const inFlight = useRef(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const parsed = validate();
    if (!parsed) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await onSubmit(parsed);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={mode === 'register' ? 'Create account' : 'Sign in'}>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.in"
          leftSection={<IconMail size={16} />}
          value={values.email}
          onChange={(event) => setField('email', event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          placeholder={mode === 'register' ? 'At least 6 characters' : 'Your password'}
          leftSection={<IconLock size={16} />}
          value={values.password}
          onChange={(event) => setField('password', event.currentTarget.value)}
          error={errors.password}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? 'Hide password' : 'Show password',
            tabIndex: 0,
          }}
        />
        <Button type="submit" fullWidth size="md" loading={submitting}>
          {mode === 'register' ? 'Create Account' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}
