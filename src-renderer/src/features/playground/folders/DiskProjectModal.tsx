import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { projectName } from '@shared/api/playground';
import { useState, type FormEvent } from 'react';
import { useServerText } from '../../../core/i18n';
import { usePlaygroundTexts } from '../playground-texts';

interface DiskProjectModalProps {
  /** What the new folder holds: a fresh project, or a copy of the files open now; null when closed. */
  what: 'new' | 'copy' | null;
  initialName: string;
  creating: boolean;
  onClose: () => void;
  onCreate: (name: string) => Promise<{ done: boolean; error?: string }>;
}

/** Asks for the new folder's name; main then asks where it goes. A refusal shows beside the name. */
export function DiskProjectModal({ what, initialName, creating, onClose, onCreate }: DiskProjectModalProps) {
  const t = usePlaygroundTexts();
  return (
    <Modal opened={what !== null} onClose={onClose} title={what === 'copy' ? t('diskCopyTitle') : t('diskNewTitle')} size="sm">
      {/* The form mounts with the dialog, so each opening starts from the project's name. */}
      <NameForm initialName={initialName} creating={creating} onClose={onClose} onCreate={onCreate} />
    </Modal>
  );
}

function NameForm({ initialName, creating, onClose, onCreate }: Omit<DiskProjectModalProps, 'what'>) {
  const t = usePlaygroundTexts();
  const server = useServerText();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = projectName.safeParse(name);
    if (!parsed.success) return setError(server(parsed.error.issues[0]?.message ?? ''));
    const outcome = await onCreate(parsed.data);
    if (outcome.error) setError(outcome.error);
    else if (outcome.done) onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <TextInput
          label={t('diskName')}
          value={name}
          error={error}
          data-autofocus
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Text fz="sm" c="dimmed">
          {t('diskHelp')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={creating}>
            {t('chooseLocation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
