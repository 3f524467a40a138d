import { Alert, Divider, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useServerText } from '../../../core/i18n';
import { adminMessages } from './admin-messages';
import { useAdminTexts } from './admin-texts';
import { AuditTrail } from './AuditTrail';
import { CustomEmailForm } from './CustomEmailForm';
import { DetailInfo } from './DetailInfo';
import { DetailStatusForm } from './DetailStatusForm';
import { DetailUtilities } from './DetailUtilities';
import { TeamChangesPanel } from './TeamChangesPanel';
import { useAdminRegistration } from './use-admin-queries';

/** product.md §3.2.6: one registration in full, with what an organiser can do to it. Full screen on a phone. */
export function RegistrationDetailModal({ registrationId, onClose }: { registrationId: string | null; onClose: () => void }) {
  const t = useAdminTexts();
  const serverText = useServerText();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const detail = useAdminRegistration(registrationId);
  return (
    <Modal opened={registrationId !== null} onClose={onClose} title={t('registrationDetails')} size="xl" fullScreen={phone}>
      {detail.isError ? (
        <Alert color="red" role="alert">
          {serverText(adminMessages.notFound)}
        </Alert>
      ) : !detail.data ? (
        <Loader mx="auto" display="block" my="xl" aria-label={t('loadingRegistration')} />
      ) : (
        <Stack gap="md" data-testid="admin-registration-detail">
          <DetailInfo detail={detail.data} />
          <Divider />
          <DetailStatusForm key={`${detail.data.status}-${detail.data.updated_at}`} detail={detail.data} />
          <AuditTrail history={detail.data.status_history} />
          <TeamChangesPanel registrationId={detail.data.registration_id} />
          <Divider />
          <DetailUtilities registrationId={detail.data.registration_id} />
          <CustomEmailForm registrationId={detail.data.registration_id} />
        </Stack>
      )}
    </Modal>
  );
}
