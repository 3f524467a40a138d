import { Alert, Code, Text } from '@mantine/core';
import type { CalloutMarker } from '@shared/courses/text-markers';
import { useReaderTexts } from '../reader-texts';
import { calloutLooks } from './callout-looks';
import { InlineText } from './InlineText';

export function TextCallout({ marker, text }: { marker: CalloutMarker; text: string }) {
  const t = useReaderTexts();
  const look = calloutLooks[marker];
  const MarkerIcon = look.icon;
  return (
    <Alert variant="light" color={look.color} title={t(look.label)} icon={<MarkerIcon size={20} />} data-callout={marker} radius="md">
      {marker === 'OUTPUT' ? (
        <Code block>{text}</Code>
      ) : (
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          <InlineText text={text} />
        </Text>
      )}
    </Alert>
  );
}
