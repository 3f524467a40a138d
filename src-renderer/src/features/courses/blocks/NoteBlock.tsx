import { Alert, Text } from '@mantine/core';
import { useReaderTexts } from '../reader-texts';
import { InlineText } from './InlineText';
import { noteLooks, type NoteType } from './note-looks';

export function NoteBlock({ noteType, content }: { noteType: NoteType; content: string }) {
  const t = useReaderTexts();
  const look = noteLooks[noteType];
  const NoteIcon = look.icon;
  return (
    <Alert variant="light" color={look.color} title={t(look.title)} icon={<NoteIcon size={20} />} radius="md" data-note-type={noteType}>
      <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
        <InlineText text={content} />
      </Text>
    </Alert>
  );
}
