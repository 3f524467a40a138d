import { Badge, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import type { ProblemStatement } from '@shared/hackathon/event';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DifficultyStars } from './DifficultyStars';
import { useLandingTexts } from './landing-texts';

/** product.md §3.2.3 item 3: the same five bonus points for every problem. */
const bonusPoints = ['bonusAi', 'bonusUx', 'bonusScale', 'bonusRealWorld', 'bonusCreative'] as const;

export function ProblemModal({ problem, onClose }: { problem: ProblemStatement | null; onClose: () => void }) {
  const t = useLandingTexts();
  return (
    <Modal
      opened={problem !== null}
      onClose={onClose}
      size="lg"
      title={problem && `${problem.id}: ${problem.title}`}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {problem && (
        <Stack gap="md">
          <Group gap="sm">
            <Badge color={problem.color} variant="light">
              {problem.category}
            </Badge>
            <DifficultyStars difficulty={problem.difficulty} />
          </Group>
          <Part title={t('problem')}>
            <Text fz="sm">{problem.problem}</Text>
          </Part>
          <Part title={t('yourTask')}>
            <Text fz="sm">{problem.task}</Text>
          </Part>
          <Part title={t('features')}>
            <List fz="sm" spacing={4}>
              {problem.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </Part>
          <Part title={t('techStack')}>
            <Group gap={6}>
              {problem.techStack.map((tech) => (
                <Badge key={tech} variant="outline" color="gray" style={{ textTransform: 'none' }}>
                  {tech}
                </Badge>
              ))}
            </Group>
          </Part>
          <Part title={t('impact')}>
            <Text fz="sm">{problem.impact}</Text>
          </Part>
          <Part title={t('bonusPoints')}>
            <List fz="sm" spacing={4}>
              {bonusPoints.map((point) => (
                <List.Item key={point}>{t(point)}</List.Item>
              ))}
            </List>
          </Part>
          <Button
            component={Link}
            to={`/hackathon/registration?problem=${encodeURIComponent(problem.id)}`}
            color="orange"
            rightSection={<IconArrowRight size={18} />}
            onClick={onClose}
          >
            {t('chooseThis')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
