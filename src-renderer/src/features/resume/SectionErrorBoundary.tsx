import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { useResumeTexts } from './resume-texts';

interface State {
  failed: boolean;
}

/** product.md §2.2: a step that throws shows this card instead of taking the whole builder down. */
export class SectionErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <SectionFailed />;
  }
}

/** The card itself, a function component so it can read the builder's texts. */
function SectionFailed() {
  const t = useResumeTexts();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('sectionUnavailable')} role="alert">
      <Text fz="sm" mb="sm">
        {t('sectionFailed')}
      </Text>
      <Button color="red" variant="light" onClick={() => window.location.reload()}>
        {t('refreshPage')}
      </Button>
    </Alert>
  );
}
