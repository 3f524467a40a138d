import { Alert, Text } from '@mantine/core';
import type { RegistrationSummary } from '@shared/api/hackathon-registration';
import { useFormats } from '../../../core/format';
import { useMembershipTexts } from './membership-texts';

/**
 * product.md §3.4 "Payment state": what the ledger says apart from the status: a refund due, a
 * registration that lapsed unpaid, or when an unpaid one will lapse.
 */
export function PaymentStateNotes({ registration, payable }: { registration: RegistrationSummary; payable: boolean }) {
  const t = useMembershipTexts();
  const formats = useFormats();
  return (
    <>
      {registration.refund_due && <Alert color="blue">{t('refundDue')}</Alert>}
      {registration.expired_at && (
        <Text fz="sm" c="dimmed">
          {t('lapsedText', { date: formats.dateTime(registration.expired_at) })}
        </Text>
      )}
      {payable && registration.expires_at && (
        <Text fz="sm" c="dimmed" data-testid="hackathon-expires-on">
          {t('expiresOn', { date: formats.dateTime(registration.expires_at) })}
        </Text>
      )}
    </>
  );
}
