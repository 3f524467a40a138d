import { List, Text } from '@mantine/core';
import { useResumeTexts } from './resume-texts';

interface Props {
  tips: readonly string[];
  /** Given when the tips arrive after an action, so a screen reader announces them under this name. */
  announceAs?: string;
}

/** The "Tips" heading and its list: a section's suggestions, or the advice an improvement came back with. */
export function TipsList({ tips, announceAs }: Props) {
  const t = useResumeTexts();
  const list = (
    <>
      <Text fw={600} fz="sm" mb={4}>
        {t('tips')}
      </Text>
      <List fz="sm" spacing={4}>
        {tips.map((tip) => (
          <List.Item key={tip}>{tip}</List.Item>
        ))}
      </List>
    </>
  );
  if (announceAs === undefined) return <div>{list}</div>;
  return (
    <div role="status" aria-label={announceAs}>
      {list}
    </div>
  );
}
