import { Button, CloseButton, FileButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useAtsTexts } from './ats-texts';

interface ResumeDropzoneProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  disabled?: boolean;
}

const accept = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The resume's file: dropped on the box or chosen with the button (product.md §2.2 "ATS checker"). */
export function ResumeDropzone({ file, onChange, error, disabled = false }: ResumeDropzoneProps) {
  const t = useAtsTexts();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  };
  const border = error ? 'var(--mantine-color-red-6)' : over ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-4)';
  return (
    <Stack gap={4}>
      <Text fw={500} fz="sm" id="ats-file-label">
        {t('yourResume')} <span aria-hidden="true" style={{ color: 'var(--mantine-color-red-6)' }}>*</span>
      </Text>
      <Paper
        p="lg"
        radius="md"
        data-testid="ats-dropzone"
        data-over={over || undefined}
        aria-labelledby="ats-file-label"
        role="group"
        style={{ border: `2px dashed ${border}`, background: over ? 'var(--mantine-color-blue-0)' : undefined, minHeight: 180, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        {file ? (
          <Group wrap="nowrap" gap="sm" w="100%" justify="space-between">
            <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
              <ThemeIcon size="xl" variant="light" radius="md">
                <IconFileText size={24} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate="end" data-testid="ats-file-name">
                  {file.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {sizeLabel(file.size)}
                </Text>
              </div>
            </Group>
            <CloseButton aria-label={t('removeFile')} onClick={() => onChange(null)} disabled={disabled} />
          </Group>
        ) : (
          <Stack align="center" gap="xs">
            <ThemeIcon size={48} variant="light" radius="xl">
              <IconUpload size={26} />
            </ThemeIcon>
            <Text ta="center" fw={500}>
              {t('dragHere')}
            </Text>
            <Text ta="center" fz="sm" c="dimmed">
              {t('fileKinds')}
            </Text>
            <FileButton onChange={onChange} accept={accept} disabled={disabled}>
              {(props) => (
                <Button {...props} variant="light" aria-describedby={error ? 'ats-file-error' : undefined}>
                  {t('chooseFile')}
                </Button>
              )}
            </FileButton>
          </Stack>
        )}
      </Paper>
      {error ? (
        <Text fz="sm" c="red" id="ats-file-error" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
