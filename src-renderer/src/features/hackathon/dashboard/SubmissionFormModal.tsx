import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Submission } from '@shared/api/hackathon-submissions';
import { useDashboardTexts } from './dashboard-texts';
import { SubmissionForm } from './SubmissionForm';

/** The New Submission and Edit dialogs; the form mounts afresh each time, filled from what is edited. */
export function SubmissionFormModal({ opened, submission, onClose }: { opened: boolean; submission: Submission | null; onClose: () => void }) {
  const t = useDashboardTexts();
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={submission ? t('editSubmission') : t('newSubmission')} size="lg" fullScreen={narrow} centered>
      <SubmissionForm key={submission?.id ?? 'new'} submission={submission} onDone={onClose} />
    </Modal>
  );
}
