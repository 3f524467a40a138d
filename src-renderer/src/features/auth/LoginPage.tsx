import { Alert, Anchor, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OAuthProvider } from '@shared/auth/oauth-providers';
import type { Credentials } from '@shared/auth/credentials';
import { authErrorMessage, authMessages } from '@shared/auth/messages';
import { IconAlertCircle, IconInfoCircle, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { AuthLoading } from '../../core/guards/AuthLoading';
import { useServerText } from '../../core/i18n';
import { usePageMeta } from '../../core/use-page-meta';
import { isDesktop } from '../../platform/platform';
import { useAuth } from './auth-context';
import { CredentialsForm } from './CredentialsForm';
import { FirebaseSignIn } from './firebase/FirebaseSignIn';
import { BrowserSignIn } from '../desktop-sign-in/BrowserSignIn';
import { HackathonBanner } from './HackathonBanner';
import { LegalNotice } from './LegalNotice';
import { useLoginTexts } from './login-texts';
import { redirectErrorMessage } from './social-outcome';
import { signInReason } from './sign-in-reason';
import { SocialButtons } from './SocialButtons';
import { useLoginParams } from './use-login-params';
import { useOAuthErrorToast } from './use-oauth-error-toast';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? authErrorMessage(error.code, error.message) : authMessages.otherError;

export function LoginPage() {
  const { user, loading, signIn, register, socialSignIn } = useAuth();
  const { mode, setMode, returnTo, hackathon, oauthError, oauthProvider, clearOAuthError } = useLoginParams();
  const reason = signInReason(returnTo);
  const [error, setError] = useState<string | null>(() =>
    oauthError ? redirectErrorMessage(oauthError, oauthProvider).message : null,
  );
  const [pendingProvider, setPendingProvider] = useState<OAuthProvider | null>(null);
  const registering = mode === 'register';
  const t = useLoginTexts();
  const serverText = useServerText();
  useOAuthErrorToast(oauthError, oauthProvider, clearOAuthError);
  usePageMeta({
    title: registering ? t('metaTitleRegister') : t('metaTitleSignIn'),
    description: registering ? t('metaDescriptionRegister') : t('metaDescriptionSignIn'),
    canonicalPath: registering ? '/login?mode=register' : '/login',
  });

  if (user) return <Navigate to={returnTo} replace />;
  if (loading) return <AuthLoading />;

  const toggleMode = () => {
    setError(null);
    setMode(registering ? 'signin' : 'register');
  };

  const submit = (credentials: Credentials) => {
    setError(null);
    return (registering ? register : signIn)(credentials);
  };

  // No await before socialSignIn: it opens the popup, which browsers allow only inside the click.
  const startSocial = (provider: OAuthProvider) => {
    setError(null);
    setPendingProvider(provider);
    void socialSignIn(provider, returnTo).then((outcome) => {
      if (outcome.kind === 'failed') setError(outcome.message);
      if (outcome.kind !== 'redirecting') setPendingProvider(null);
    });
  };

  return (
    <Container size={460} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {registering ? t('titleRegister') : t('titleSignIn')}
            </Title>
            <Text c="dimmed" fz="sm">
              {registering ? t('subtitleRegister') : t('subtitleSignIn')}
            </Text>
          </Stack>
          {hackathon && <HackathonBanner />}
          {reason && !error && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="status" data-testid="login-reason">
              {serverText(reason)}
            </Alert>
          )}
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {serverText(error)}
            </Alert>
          )}
          <BrowserSignIn />
          <SocialButtons pending={pendingProvider} onSelect={startSocial} />
          <FirebaseSignIn />
          <Divider label={t('orEmail')} labelPosition="center" />
          <CredentialsForm key={mode} mode={mode} onSubmit={submit} onFailure={(failure) => setError(messageOf(failure))} />
          <Text fz="sm" ta="center">
            {registering ? t('haveAccount') : t('noAccount')}
            <Anchor component="button" type="button" fz="sm" fw={600} onClick={toggleMode}>
              {registering ? t('switchToSignIn') : t('switchToRegister')}
            </Anchor>
          </Text>
          {registering && <LegalNotice />}
        </Stack>
      </Paper>
      {/* Signed out, the profile menu is not there: the desktop's connection must still be reachable. */}
      {isDesktop() && (
        <Group justify="center" mt="md">
          <Anchor component={Link} to="/app-settings" fz="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconSettings size={16} aria-hidden />
              {t('appSettingsLink')}
            </Group>
          </Anchor>
        </Group>
      )}
    </Container>
  );
}
