import { Container, Stack } from '@mantine/core';
import { usePageMeta } from '../../core/use-page-meta';
import { ClosingSection } from './ClosingSection';
import { HeroCarousel } from './HeroCarousel';
import { useHomeContent } from './home-content';
import { useHomeTexts } from './home-texts';
import { PathsSection } from './PathsSection';
import { PricingSection } from './PricingSection';
import { ShowcaseSection } from './ShowcaseSection';
import { ToolsSection } from './ToolsSection';
import { useHackathonNotification } from './use-hackathon-notification';
import { useOrganizationJsonLd } from './use-organization-json-ld';
import { VisionSection } from './VisionSection';

export function HomePage() {
  const t = useHomeTexts();
  const home = useHomeContent();
  usePageMeta({
    title: t('metaTitle'),
    description: t('metaDescription'),
    canonicalPath: '/',
  });
  useOrganizationJsonLd();
  useHackathonNotification();
  return (
    <Container size="xl" py="lg">
      <Stack gap={64}>
        <HeroCarousel slides={home.slides} />
        <VisionSection vision={home.vision} />
        <ToolsSection tools={home.tools} />
        <PathsSection paths={home.paths} />
        <ShowcaseSection showcase={home.showcase} />
        <PricingSection pricing={home.pricing} />
        <ClosingSection closing={home.closing} />
      </Stack>
    </Container>
  );
}
