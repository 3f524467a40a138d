import { Alert, Anchor, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { longUtcDate } from '@shared/i18n/indian-dates';
import type { LegalSlug } from '@shared/legal/legal-document';
import { IconInfoCircle, IconLanguage } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useAppLanguage } from '../../core/i18n';
import { usePageMeta } from '../../core/use-page-meta';
import { useLegalTexts } from './legal-texts';
import { LegalSection } from './LegalSection';
import { loadLegalDocument } from './legal-documents';

const titleKeys = {
  'privacy-policy': 'privacyPolicy',
  'terms-conditions': 'termsConditions',
  'refund-policy': 'refundPolicy',
  'shipping-policy': 'shippingPolicy',
} as const satisfies Record<LegalSlug, string>;

function LegalDocumentView({ slug }: { slug: LegalSlug }) {
  const { data: doc } = useSuspenseQuery({ queryKey: ['legal', slug], queryFn: () => loadLegalDocument(slug), staleTime: Infinity });
  const t = useLegalTexts();
  const language = useAppLanguage();
  const english = language === 'en';
  const effective = new Date(doc.effectiveDate);
  // Written out: a page's first Intl date format costs about 50 ms of the page's first render.
  const effectiveDate = longUtcDate(language, effective) ?? new Intl.DateTimeFormat(`${language}-IN`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(effective);
  const title = english ? doc.title : t(titleKeys[slug]);
  usePageMeta({ title, description: doc.description, canonicalPath: `/${slug}` });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4}>
          {t('effective', { date: effectiveDate, version: doc.version })}
        </Text>
      </div>
      {!english && (
        <Alert variant="light" color="gray" icon={<IconLanguage />} data-testid="legal-english-only">
          {t('englishOnly')}
        </Alert>
      )}
      {/* The binding text: English, marked so for screen readers and the language check. */}
      <Stack gap="lg" lang="en">
        {doc.notice && (
          <Alert variant="light" icon={<IconInfoCircle />}>
            {doc.notice}
          </Alert>
        )}
        <nav aria-label={t('onThisPage')}>
          <Group gap="xs" wrap="wrap">
            {doc.sections.map((section) => (
              <Anchor key={section.id} href={`#${section.id}`} fz="sm">
                {section.heading}
              </Anchor>
            ))}
          </Group>
        </nav>
        {doc.sections.map((section) => (
          <LegalSection key={section.id} section={section} />
        ))}
      </Stack>
    </Stack>
  );
}

export function LegalPage({ slug }: { slug: LegalSlug }) {
  const t = useLegalTexts();
  // product.md §2.2: each policy page opens at the top, even when reached from the footer of a long page.
  // A block, not an expression: Chromium's scrollTo now answers a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);
  return (
    <Container size="md" py="xl">
      <Suspense
        fallback={
          <Group justify="center" py="xl">
            <Loader aria-label={t('loading')} />
          </Group>
        }
      >
        <LegalDocumentView slug={slug} />
      </Suspense>
    </Container>
  );
}
