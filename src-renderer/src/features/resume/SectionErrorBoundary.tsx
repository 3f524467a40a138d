import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';

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
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="Section Temporarily Unavailable" role="alert">
        <Text fz="sm" mb="sm">
          This part of the builder ran into a problem. Your resume is kept in this browser.
        </Text>
        <Button color="red" variant="light" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </Alert>
    );
  }
}
