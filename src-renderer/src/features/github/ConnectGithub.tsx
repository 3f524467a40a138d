import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { authRoutes } from '@shared/api/routes/auth';
import { authErrorMessage, authMessages } from '@shared/auth/messages';
import { IconBrandGithub } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { updateSessionUser } from '../../api/session-token';
import { useServerText } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { useAuth } from '../auth/auth-context';
import '../auth/auth-messages-texts';
import { useAuthProviders } from '../auth/use-auth-providers';
import { useGithubStatus } from '../playground/github/use-github';
import { playgroundKeys } from '../playground/query-keys';
import { useGithubConnectTexts } from './connect-texts';

const provider = 'github';

/** How the provider's round trip ended (`?linked=github` or `?linkError=<code>`), said once as a toast and taken out of the address. */
function useLinkOutcome() {
  const t = useGithubConnectTexts();
  const server = useServerText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const linked = params.get('linked');
  const linkError = params.get('linkError');
  useEffect(() => {
    if (!linked && !linkError) return;
    if (linked === provider) notify({ type: 'success', title: t('connected'), message: t('connected') });
    if (linkError) notify({ type: 'error', title: t('failed'), message: server(authErrorMessage(linkError, authMessages.redirectFailed)) });
    const rest = new URLSearchParams(params);
    rest.delete('linked');
    rest.delete('linkError');
    const search = rest.toString();
    void navigate(`${pathname}${search ? `?${search}` : ''}${hash}`, { replace: true });
  }, [linked, linkError, params, pathname, hash, navigate, server, t]);
}

/**
 * GitHub on the account a learner already has: connect it (PKCE through the provider, back to this
 * page) or disconnect it. Where the server has no GitHub set up it says only that.
 */
export function ConnectGithub() {
  const t = useGithubConnectTexts();
  const server = useServerText();
  const { user } = useAuth();
  const providers = useAuthProviders();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const headingId = useId();
  useLinkOutcome();

  const connect = useMutation({
    mutationFn: () => api(authRoutes.oauthLink, { params: { provider }, body: { returnTo: pathname } }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => notify({ type: 'error', title: t('failed'), message: server(error instanceof ApiError ? error.message : authMessages.redirectFailed) }),
  });
  const disconnect = useMutation({
    mutationFn: () => api(authRoutes.oauthUnlink, { params: { provider } }),
    onSuccess: (me) => {
      updateSessionUser(me);
      void queryClient.invalidateQueries({ queryKey: playgroundKeys.github });
      notify({ type: 'info', title: t('disconnected'), message: t('disconnected') });
    },
    onError: (error) => notify({ type: 'error', title: t('disconnectFailed'), message: server(error instanceof ApiError ? error.message : authMessages.otherError) }),
  });

  const configured = providers.data?.providers.find((entry) => entry.id === provider)?.configured;
  const connected = user?.providers.includes(provider) ?? false;
  const login = useGithubStatus(connected).data?.login;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid="connect-github">
      <Stack gap="xs">
        <Group gap="xs">
          <IconBrandGithub size={20} aria-hidden />
          <Text fw={600} id={headingId}>
            {t('title')}
          </Text>
        </Group>
        {connected ? (
          <>
            <Text fz="sm">{t('connectedAs', { login: login ?? user?.displayName ?? '' })}</Text>
            <Group>
              <Button variant="default" color="red" onClick={() => disconnect.mutate()} loading={disconnect.isPending}>
                {t('disconnect')}
              </Button>
            </Group>
          </>
        ) : configured === false ? (
          <Text fz="sm">{t('notConfigured')}</Text>
        ) : (
          <>
            <Text fz="sm">{t('notConnected')}</Text>
            <Group>
              <Button leftSection={<IconBrandGithub size={16} />} onClick={() => connect.mutate()} loading={connect.isPending || connect.isSuccess} disabled={providers.isPending}>
                {t('connect')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
