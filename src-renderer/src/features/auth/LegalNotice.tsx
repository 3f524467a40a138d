import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Shown in register mode only (product.md §1.2). */
export function LegalNotice() {
  return (
    <Text fz="xs" c="dimmed" ta="center">
      By creating an account you agree to our{' '}
      <Anchor component={Link} to="/terms-conditions" fz="xs">
        Terms &amp; Conditions
      </Anchor>{' '}
      and{' '}
      <Anchor component={Link} to="/privacy-policy" fz="xs">
        Privacy Policy
      </Anchor>
      .
    </Text>
  );
}
