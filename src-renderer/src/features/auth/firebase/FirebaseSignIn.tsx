import { Alert, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { credentials, type Credentials } from '@shared/auth/credentials';
import { IconAlertCircle, IconBrandFirebase, IconLock, IconMail } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/api-error';
import { zodResolver } from '../../../core/forms/zod-resolver';
import { useServerText } from '../../../core/i18n';
import { useAuth } from '../auth-context';
import { useAuthProviders } from '../use-auth-providers';
import type { FirebaseSettings } from './firebase-client';
import { errorCode, firebaseFailure, type FirebaseFailure } from './firebase-failure';
import { useFirebaseTexts } from './firebase-texts';

// The SDK (firebase/app + firebase/auth) is its own chunk, fetched only on a server that publishes
// Firebase settings: first when the button is pressed, so the form opens while it downloads.
const loadFirebase = () => import('./firebase-client');

const emailExample = 'you@example.in';

/**
 * Firebase sign-in on the login page, shown only when the server publishes Firebase settings
 * (GET /api/auth/providers). Firebase checks the e-mail and password; our server then exchanges
 * Firebase's ID token for our own session, so the rest of the app never sees Firebase.
 */
export function FirebaseSignIn() {
  const settings = useAuthProviders().data?.firebase;
  const [opened, setOpened] = useState(false);
  const t = useFirebaseTexts();
  if (!settings) return null;

  const open = () => {
    void loadFirebase().catch(() => undefined); // a failed download is reported when the form is sent
    setOpened(true);
  };

  return (
    <>
      <Button variant="default" fullWidth leftSection={<IconBrandFirebase size={18} />} onClick={open}>
        {t('open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
        <FirebaseForm settings={settings} />
      </Modal>
    </>
  );
}

function FirebaseForm({ settings }: { settings: FirebaseSettings }) {
  const t = useFirebaseTexts();
  const serverText = useServerText();
  const { exchangeFirebaseToken } = useAuth();
  const [failure, setFailure] = useState<FirebaseFailure | null>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);
  // A second Enter in the same tick arrives before the re-render that disables the button.
  const inFlight = useRef(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodResolver(credentials),
    transformValues: (values): Credentials => credentials.parse(values),
  });

  const send = async ({ email, password }: Credentials) => {
    inFlight.current = true;
    setFailure(null);
    try {
      const { firebaseIdToken } = await loadFirebase();
      await exchangeFirebaseToken(await firebaseIdToken(settings, email, password));
      // Signed in: the login page leaves for the return path, taking this form with it.
    } catch (error) {
      setFailure(firebaseFailure(errorCode(error), error instanceof ApiError ? error.message : undefined));
    } finally {
      inFlight.current = false;
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) return event.preventDefault();
    form.onSubmit(send)(event);
  };

  // The shared schema speaks the spec's English; the learner reads it in their language.
  const inputProps = (field: 'email' | 'password') => {
    const error = form.errors[field];
    return { ...form.getInputProps(field), error: typeof error === 'string' ? serverText(error) : undefined };
  };
  const emailProps = inputProps('email');
  const passwordProps = inputProps('password');

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('title')}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('intro')}
        </Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="firebase-error">
            {'message' in failure ? serverText(failure.message) : t(failure.text)}
          </Alert>
        )}
        <TextInput
          label={t('emailLabel')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={emailExample}
          leftSection={<IconMail size={16} />}
          data-autofocus
          {...emailProps}
        />
        <PasswordInput
          label={t('passwordLabel')}
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          leftSection={<IconLock size={16} />}
          {...passwordProps}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleButtonProps={{ 'aria-label': passwordVisible ? t('hidePassword') : t('showPassword'), tabIndex: 0 }}
        />
        <Button type="submit" fullWidth loading={form.submitting} leftSection={<IconBrandFirebase size={18} />}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
