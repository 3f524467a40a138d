import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { ProblemStatement } from '@shared/hackathon/event';
import { previewTags, previewText } from '@shared/hackathon/preview';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState, type FocusEvent } from 'react';
import { DifficultyStars } from './DifficultyStars';
import { useLandingTexts } from './landing-texts';

/** product.md §3.9: the carousel moves on every 5 s; a card and its gap make a 340 px step. */
const autoAdvanceMs = 5_000;

interface ProblemCarouselProps {
  problems: ProblemStatement[];
  /** Auto-advance also stops while a problem's modal is open. */
  paused: boolean;
  onOpen: (problem: ProblemStatement) => void;
}

/** product.md §3.2.3 item 2: 'Choose Your Challenge'. */
export function ProblemCarousel({ problems, paused, onOpen }: ProblemCarouselProps) {
  const t = useLandingTexts();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const stopped = paused || hovered || focused || reducedMotion;

  // Keyed on the slide shown, so a move by hand also gets a full 5 s before the next one.
  useEffect(() => {
    if (!embla || stopped) return;
    const timer = setTimeout(() => embla.scrollNext(), autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [embla, stopped, selected]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section aria-labelledby="challenges-title">
      <Stack gap="md">
        <div>
          <Title id="challenges-title" order={2}>
            {t('chooseChallenge')}
          </Title>
          <Text c="dimmed">
            {t('carouselIntro', { count: problems.length })}
          </Text>
        </div>
        <Carousel
          aria-roledescription="carousel"
          aria-label={t('problemStatements')}
          getEmblaApi={setEmbla}
          onSlideChange={setSelected}
          emblaOptions={{ loop: true, align: 'start' }}
          slideSize={{ base: '100%', xs: 340 }}
          slideGap={20}
          withIndicators
          controlSize={36}
          controlsOffset={0}
          px={44}
          previousControlProps={{ 'aria-label': t('previousChallenge') }}
          nextControlProps={{ 'aria-label': t('nextChallenge') }}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
          pb={36}
          styles={{ indicator: { width: 12, height: 6 }, control: { boxShadow: 'var(--mantine-shadow-md)' } }}
          data-testid="problem-carousel"
          data-active-slide={selected}
        >
          {problems.map((problem, index) => (
            <Carousel.Slide key={problem.id} role="group" aria-roledescription="slide" aria-label={t('slideOf', { index: index + 1, total: problems.length })} data-active={index === selected || undefined}>
              <ProblemCard problem={problem} onOpen={() => onOpen(problem)} />
            </Carousel.Slide>
          ))}
        </Carousel>
        {/* Announced only when the carousel stands still, so auto-advance does not talk over the page. */}
        <VisuallyHidden aria-live={stopped ? 'polite' : 'off'} data-testid="carousel-status">
          {t('carouselStatus', { index: selected + 1, total: problems.length, title: problems[selected]?.title ?? '' })}
        </VisuallyHidden>
      </Stack>
    </section>
  );
}

function ProblemCard({ problem, onOpen }: { problem: ProblemStatement; onOpen: () => void }) {
  const t = useLandingTexts();
  const tags = previewTags(problem.techStack, 3);
  const describedBy = `${problem.id}-preview`;
  return (
    <Card
      component="button"
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={`${problem.id}: ${problem.title}`}
      aria-describedby={describedBy}
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      w="100%"
      data-testid={`problem-card-${problem.id}`}
      style={{ borderTop: `4px solid var(--mantine-color-${problem.color}-6)`, textAlign: 'start', font: 'inherit', color: 'inherit', cursor: 'pointer' }}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Badge color={problem.color} variant="light">
            {problem.id}
          </Badge>
          <DifficultyStars difficulty={problem.difficulty} />
        </Group>
        <Text fw={700} fz="lg" lh={1.3}>
          {problem.title}
        </Text>
        <Text fz="sm" c={problem.color} fw={600}>
          {problem.category}
        </Text>
        <Text fz="sm" id={describedBy}>
          {previewText(problem.problem, 80)}
        </Text>
        <Group gap={6}>
          {tags.shown.map((tag) => (
            <Badge key={tag} size="sm" variant="outline" color="gray" style={{ textTransform: 'none' }}>
              {tag}
            </Badge>
          ))}
          {tags.more > 0 && (
            <Badge size="sm" variant="filled" color="gray">
              +{tags.more}
            </Badge>
          )}
        </Group>
        <Text fz="xs" c="dimmed" mt="auto">
          {t('impactPreview', { text: previewText(problem.impact, 60) })}
        </Text>
      </Stack>
    </Card>
  );
}
