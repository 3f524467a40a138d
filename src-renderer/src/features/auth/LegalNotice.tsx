import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLoginTexts } from './login-texts';

/** Shown in register mode only (product.md §1.2). */
export function LegalNotice() {
  const t = useLoginTexts();
  return (
    <Text fz="xs" c="dimmed" ta="center">
      {t('agreeStart')}
      <Anchor component={Link} to="/terms-conditions" fz="xs" underline="always">
        {t('agreeTerms')}
      </Anchor>
      {t('agreeAnd')}
      <Anchor component={Link} to="/privacy-policy" fz="xs" underline="always">
        {t('agreePrivacy')}
      </Anchor>
      {t('agreeEnd')}
    </Text>
  );
}
