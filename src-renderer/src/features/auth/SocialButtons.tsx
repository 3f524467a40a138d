import { Button, SimpleGrid, Tooltip } from '@mantine/core';
import type { OAuthProvider } from '@shared/auth/oauth-providers';
import { IconBrandGithub, IconBrandGoogleFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLoginTexts } from './login-texts';
import { useAuthProviders } from './use-auth-providers';

const buttons: Array<{ id: OAuthProvider; name: string; icon: ReactNode }> = [
  { id: 'google', name: 'Google', icon: <IconBrandGoogleFilled size={18} /> },
  { id: 'github', name: 'GitHub', icon: <IconBrandGithub size={18} /> },
];

interface SocialButtonsProps {
  /** Which provider is in progress, if any. */
  pending: OAuthProvider | null;
  onSelect: (provider: OAuthProvider) => void;
}

/**
 * One button per provider. A provider the server has not set up stays visible but disabled, with a
 * tooltip that says so, rather than failing after the click.
 */
export function SocialButtons({ pending, onSelect }: SocialButtonsProps) {
  const providers = useAuthProviders();
  const t = useLoginTexts();
  return (
    <SimpleGrid cols={1} spacing="sm">
      {buttons.map(({ id, name, icon }) => {
        const configured = providers.data?.providers.find((provider) => provider.id === id)?.configured ?? false;
        const reason = providers.isPending
          ? t('providerChecking', { provider: name })
          : providers.isError
            ? t('providerCheckFailed', { provider: name })
            : t('providerNotSetUp', { provider: name });
        const button = (
          <Button
            variant="default"
            fullWidth
            leftSection={icon}
            disabled={!configured || (pending !== null && pending !== id)}
            loading={pending === id}
            onClick={() => onSelect(id)}
          >
            {t('continueWith', { provider: name })}
          </Button>
        );
        if (configured) return <div key={id}>{button}</div>;
        // A disabled button gets no pointer events, so the tooltip hangs on a wrapper.
        return (
          <Tooltip key={id} label={reason} multiline maw={260} withArrow events={{ hover: true, focus: true, touch: true }}>
            <div tabIndex={0} aria-label={t('continueWithReason', { provider: name, reason })}>
              {button}
            </div>
          </Tooltip>
        );
      })}
    </SimpleGrid>
  );
}
