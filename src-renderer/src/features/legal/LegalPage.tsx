import { Alert, Anchor, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { LegalSlug } from '@shared/legal/legal-document';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { usePageMeta } from '../../app/use-page-meta';
import { LegalSection } from './LegalSection';
import { loadLegalDocument } from './legal-documents';

const effectiveDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function LegalDocumentView({ slug }: { slug: LegalSlug }) {
  const { data: doc } = useSuspenseQuery({ queryKey: ['legal', slug], queryFn: () => loadLegalDocument(slug), staleTime: Infinity });
  usePageMeta({ title: doc.title, description: doc.description, canonicalPath: `/${slug}` });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{doc.title}</Title>
        <Text c="dimmed" mt={4}>
          Effective {effectiveDate.format(new Date(doc.effectiveDate))} · Version {doc.version}
        </Text>
      </div>
      {doc.notice && (
        <Alert variant="light" icon={<IconInfoCircle />}>
          {doc.notice}
        </Alert>
      )}
      <nav aria-label="On this page">
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
  );
}

export function LegalPage({ slug }: { slug: LegalSlug }) {
  // product.md §2.2: each policy page opens at the top, even when reached from the footer of a long page.
  useEffect(() => window.scrollTo(0, 0), [slug]);
  return (
    <Container size="md" py="xl">
      <Suspense
        fallback={
          <Group justify="center" py="xl">
            <Loader aria-label="Loading the policy" />
          </Group>
        }
      >
        <LegalDocumentView slug={slug} />
      </Suspense>
    </Container>
  );
}
