import { Container, Stack } from '@mantine/core';
import { usePageMeta } from '../../app/use-page-meta';
import { ClosingSection } from './ClosingSection';
import { HeroCarousel } from './HeroCarousel';
import { home } from './home-content';
import { PathsSection } from './PathsSection';
import { PricingSection } from './PricingSection';
import { ShowcaseSection } from './ShowcaseSection';
import { ToolsSection } from './ToolsSection';
import { useHackathonNotification } from './use-hackathon-notification';
import { useOrganizationJsonLd } from './use-organization-json-ld';
import { VisionSection } from './VisionSection';

export function HomePage() {
  usePageMeta({
    title: 'Kodeshala: learn to code, build, compete',
    description:
      'Beginner-friendly programming courses, a coding playground, an AI tutor in English, Hindi and Telugu, and college hackathons. Plans from ₹10.',
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
