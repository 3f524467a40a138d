import { ActionIcon, Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { HomeSlide } from '@shared/home/home-content';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { Link } from 'react-router';
import classes from './HeroCarousel.module.css';
import { HeroCodeCard } from './HeroCodeCard';
import { useHomeTexts } from './home-texts';
import { useCarousel } from './use-carousel';

// product.md §1.2 "Home": a slide every 5 s with a 0.8 s transition (the transition lives in the CSS).
const autoplayMs = 5000;
const swipeThresholdPx = 40;

const gradients: Record<HomeSlide['accent'], string> = {
  violet: 'linear-gradient(135deg, var(--mantine-color-violet-9), var(--mantine-color-grape-7))',
  orange: 'linear-gradient(135deg, var(--mantine-color-red-9), var(--mantine-color-orange-7))',
  teal: 'linear-gradient(135deg, var(--mantine-color-cyan-9), var(--mantine-color-teal-7))',
  indigo: 'linear-gradient(135deg, var(--mantine-color-indigo-9), var(--mantine-color-blue-7))',
};

export function HeroCarousel({ slides }: { slides: readonly HomeSlide[] }) {
  const reducedMotion = useReducedMotion();
  const { index, go, next, previous, setPaused } = useCarousel(slides.length, autoplayMs, !reducedMotion);
  const swipeStart = useRef<number | null>(null);
  const t = useHomeTexts();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) < swipeThresholdPx) return;
    if (distance < 0) next();
    else previous();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('highlights')}
      className={`${classes.viewport} ${reducedMotion ? classes.reduced : ''}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      data-testid="hero-carousel"
      data-active-slide={index}
    >
      <div className={classes.track} style={{ transform: `translateX(-${index * 100}%)` }} aria-live={reducedMotion ? 'polite' : 'off'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={classes.slide}
            style={{ background: gradients[slide.accent] }}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideOf', { number: i + 1, total: slides.length, title: slide.title })}
            aria-hidden={i !== index}
            data-slide-id={slide.id}
          >
            <Group justify="space-between" align="center" wrap="nowrap" gap="xl" w="100%">
              <Stack gap="md" maw={640}>
                <Badge variant="white" color={slide.accent} size="lg">
                  {slide.eyebrow}
                </Badge>
                <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
                  {slide.title}
                </Title>
                <Text fz={{ base: 'md', sm: 'lg' }} c="rgba(255,255,255,0.9)">
                  {slide.text}
                </Text>
                <div>
                  <Button component={Link} to={slide.cta.to} size="md" variant="white" color={slide.accent} tabIndex={i === index ? 0 : -1}>
                    {slide.cta.label}
                  </Button>
                </div>
              </Stack>
              <Box visibleFrom="md">
                <HeroCodeCard />
              </Box>
            </Group>
          </div>
        ))}
      </div>
      <ActionIcon className={classes.arrow} style={{ left: 12 }} variant="white" radius="xl" size="lg" onClick={previous} aria-label={t('previousSlide')}>
        <IconChevronLeft size={20} />
      </ActionIcon>
      <ActionIcon className={classes.arrow} style={{ right: 12 }} variant="white" radius="xl" size="lg" onClick={next} aria-label={t('nextSlide')}>
        <IconChevronRight size={20} />
      </ActionIcon>
      <div className={classes.dots}>
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            className={classes.dot}
            aria-label={t('goToSlide', { number: i + 1 })}
            aria-current={i === index}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
