import { sentMessage } from './i18n/message-schema';
import type { MessageRef } from './i18n/messages';

/**
 * Electron gives the page only the message of what a handler threw, so main writes a refusal's
 * message (its English, id and values) into it as JSON after this mark, and the page reads it back.
 */
const messageMark = 'kodeshala-message:';

export const encodeBridgeMessage = (message: MessageRef): string => `${messageMark}${JSON.stringify(message)}`;

/** The message written by `encodeBridgeMessage` somewhere in `text`, or undefined when there is none. */
export function decodeBridgeMessage(text: string): MessageRef | undefined {
  const at = text.indexOf(messageMark);
  if (at < 0) return undefined;
  try {
    const parsed = sentMessage.safeParse(JSON.parse(text.slice(at + messageMark.length)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
