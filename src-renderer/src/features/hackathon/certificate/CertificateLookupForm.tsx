import { Button, Group, TextInput } from '@mantine/core';
import { verificationCodePattern } from '@shared/api/hackathon-admin-mail';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCertificateTexts } from './certificate-texts';

/** A box to type a certificate's verification code; its page is then opened. */
export function CertificateLookupForm({ initial = '' }: { initial?: string }) {
  const t = useCertificateTexts();
  const navigate = useNavigate();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (!verificationCodePattern.test(typed)) return setError(t('codeFormat'));
    setError(null);
    void navigate(`/hackathon/certificates/${typed}`);
  };
  return (
    <form onSubmit={submit} data-testid="certificate-lookup">
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label={t('verificationCode')}
          description={t('lookupIntro')}
          placeholder={t('codePlaceholder')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          maxLength={40}
          autoCapitalize="characters"
          spellCheck={false}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" mt={{ base: 0, xs: 46 }}>
          {t('check')}
        </Button>
      </Group>
    </form>
  );
}
