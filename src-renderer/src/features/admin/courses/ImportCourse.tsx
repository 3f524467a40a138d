import { Button, FileButton } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useAdminNotice } from '../admin-notice';
import { useAdminTexts, useFailure } from '../admin-texts';
import { useImportCourse } from '../use-admin-content';

/** Import one course file (YAML, the authoring format) as the course's draft; publishing stays a separate step. */
export function ImportCourse() {
  const t = useAdminTexts();
  const failure = useFailure();
  const importer = useImportCourse();
  const notice = useAdminNotice();
  const read = async (file: File | null) => {
    if (!file) return;
    importer.mutate(await file.text(), {
      onSuccess: (course) => notice({ type: 'success', message: t('imported', { title: course.title }) }),
      onError: (error) => notice({ type: 'error', message: failure(t('importFailed'), error) }),
    });
  };
  return (
    <FileButton onChange={(file) => void read(file)} accept=".yaml,.yml,application/yaml,text/yaml">
      {(props) => (
        <Button {...props} variant="default" leftSection={<IconFileImport size={16} />} loading={importer.isPending}>
          {t('importCourse')}
        </Button>
      )}
    </FileButton>
  );
}
