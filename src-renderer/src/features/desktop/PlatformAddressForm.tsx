import { Button, Stack, TextInput } from '@mantine/core';
import { platformAddress } from '@shared/desktop-settings';
import { useState } from 'react';
import { useDesktopAppTexts } from './desktop-app-texts';

/** The platform server's address, checked here with the rule main checks it by again. */
export function PlatformAddressForm({ initial, pending, disabled, onConnect }: { initial: string; pending: boolean; disabled: boolean; onConnect(address: string): void }) {
  const t = useDesktopAppTexts();
  const [address, setAddress] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = platformAddress.safeParse(address);
        if (!parsed.success) return setError(t('addressInvalid'));
        setError(undefined);
        onConnect(parsed.data);
      }}
    >
      <Stack>
        <TextInput
          label={t('platformAddress')}
          description={t('platformAddressHint')}
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          error={error}
          inputMode="url"
          autoComplete="url"
          data-autofocus
        />
        <Button type="submit" loading={pending} disabled={disabled}>
          {t('connect')}
        </Button>
      </Stack>
    </form>
  );
}
