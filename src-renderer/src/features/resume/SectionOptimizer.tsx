import { Button, Group, Stack } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import { useResumeTexts } from './resume-texts';
import { TipsList } from './TipsList';

/** One section's text sent for improvement, and where the improved text goes in the form. */
export interface SectionToImprove {
  /** The section as the improver names it: 'experience', 'projects', a custom section's title. */
  section: string;
  content: string;
  /** The form field the improved text replaces; without one (the skills list) only the advice is shown. */
  path?: string;
  /** Which button asked, so its advice shows beside it. */
  adviceKey: string;
}

export interface SectionOptimizer {
  optimize: (request: SectionToImprove) => Promise<void>;
  advice: { key: string; tips: string[] } | null;
}

const OptimizerContext = createContext<SectionOptimizer | null>(null);
export const SectionOptimizerProvider = OptimizerContext.Provider;

/** An "AI Optimize" button for one section or entry, with the advice the last improvement of it came back with. */
export function OptimizeButton({ label, ...request }: SectionToImprove & { label: string }) {
  const t = useResumeTexts();
  const optimizer = useContext(OptimizerContext);
  if (!optimizer) return null;
  const tips = optimizer.advice?.key === request.adviceKey ? optimizer.advice.tips : [];
  return (
    <Stack gap={4} mt="xs">
      <Group>
        <Button size="xs" variant="light" color="violet" leftSection={<IconSparkles size={14} />} aria-label={label} disabled={request.content.trim() === ''} onClick={() => void optimizer.optimize(request)}>
          {t('aiOptimize')}
        </Button>
      </Group>
      {tips.length > 0 && <TipsList tips={tips} announceAs={t('tipsFor', { what: label })} />}
    </Stack>
  );
}
