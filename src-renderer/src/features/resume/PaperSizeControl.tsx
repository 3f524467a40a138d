import { SegmentedControl, type MantineSize } from '@mantine/core';
import { isPaperSize, type PaperSize } from '@shared/resume/paper';
import { useResumeTexts } from './resume-texts';

/** A4 or US Letter, in the header and in the template dialog alike. */
export function PaperSizeControl({ paper, onPaper, size }: { paper: PaperSize; onPaper: (paper: PaperSize) => void; size?: MantineSize }) {
  const t = useResumeTexts();
  const choices = [
    { value: 'A4', label: 'A4' },
    { value: 'LETTER', label: t('usLetter') },
  ];
  return <SegmentedControl size={size} value={paper} onChange={(value) => isPaperSize(value) && onPaper(value)} data={choices} aria-label={t('paperSize')} />;
}
