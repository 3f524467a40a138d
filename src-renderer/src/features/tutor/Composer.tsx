import { ActionIcon, Group, Textarea, Tooltip } from '@mantine/core';
import { chatMessageMaxChars } from '@shared/api/chat';
import { IconPlayerStopFilled, IconSend2 } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import type { TutorText } from './use-tutor-texts';

interface ComposerProps {
  busy: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  t: TutorText;
}

/** The question box: up to 3 rows, Enter sends, Shift+Enter adds a line (product.md §1.2); Stop while a reply comes. */
export function Composer({ busy, onSend, onStop, t }: ComposerProps) {
  const [text, setText] = useState('');
  const canSend = !busy && text.trim().length > 0;
  const submit = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap" p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={3}
          maxLength={chatMessageMaxChars}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          description={text.length > chatMessageMaxChars - 200 ? t('tooLong', { count: text.length }) : t('inputHint')}
          inputWrapperOrder={['input', 'description']}
          data-autofocus
        />
        {busy ? (
          <Tooltip label={t('stop')} withinPortal={false}>
            <ActionIcon size="lg" color="red" variant="filled" onClick={onStop} aria-label={t('stop')} mb={22}>
              <IconPlayerStopFilled size={18} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Tooltip label={t('send')} withinPortal={false}>
            <ActionIcon size="lg" type="submit" variant="filled" disabled={!canSend} aria-label={t('send')} mb={22}>
              <IconSend2 size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </form>
  );
}
