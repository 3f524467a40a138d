import { Container, Stack } from '@mantine/core';
import type { ProblemStatement } from '@shared/hackathon/event';
import { useState } from 'react';
import { usePageMeta } from '../../../core/use-page-meta';
import { useLoadedHackathonEvent } from '../event-context';
import { HeroSection } from './HeroSection';
import { ProblemCarousel } from './ProblemCarousel';
import { ProblemModal } from './ProblemModal';
import { JudgingSection, PrizesSection, RulesSection, SummaryTable, TimelineSection } from './ProgrammeSections';

/** product.md §3.2.3: the eight sections in order. */
export function LandingPage() {
  const event = useLoadedHackathonEvent();
  const [opened, setOpened] = useState<ProblemStatement | null>(null);
  usePageMeta({ title: `${event.name}: ${event.subtitle}`, description: event.description, canonicalPath: '/hackathon' });
  return (
    <Container size="xl" py="lg">
      <Stack gap={56}>
        <HeroSection event={event} />
        <ProblemCarousel problems={event.problemStatements} paused={opened !== null} onOpen={setOpened} />
        <TimelineSection timeline={event.timeline} />
        <PrizesSection prizes={event.prizes} />
        <SummaryTable problems={event.problemStatements} />
        <RulesSection rules={event.rules} />
        <JudgingSection judging={event.judging} />
      </Stack>
      <ProblemModal problem={opened} onClose={() => setOpened(null)} />
    </Container>
  );
}
