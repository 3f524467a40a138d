import { Button, Card, Group, Text, Title } from '@mantine/core';
import type { HomeContent } from '@shared/home/home-content';
import { Link } from 'react-router';

export function ClosingSection({ closing }: { closing: HomeContent['closing'] }) {
  return (
    <Card
      component="section"
      aria-labelledby="closing-title"
      radius="lg"
      p={{ base: 'lg', sm: 48 }}
      ta="center"
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-violet-7), var(--mantine-color-indigo-7))' }}
      c="white"
    >
      <Title order={2} id="closing-title" mb="sm">
        {closing.title}
      </Title>
      <Text mb="lg" c="rgba(255,255,255,0.9)" maw={560} mx="auto">
        {closing.text}
      </Text>
      <Group justify="center">
        <Button component={Link} to={closing.primary.to} variant="white" size="md">
          {closing.primary.label}
        </Button>
        <Button component={Link} to={closing.secondary.to} variant="outline" color="white" size="md">
          {closing.secondary.label}
        </Button>
      </Group>
    </Card>
  );
}
