import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** The copy button's label on hover and after a copy; its own chunk, so floating-ui is not part of a lesson's first download. */
export function CopyTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} withArrow>
      {children}
    </Tooltip>
  );
}
