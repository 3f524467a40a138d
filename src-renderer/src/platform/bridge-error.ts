import { decodeBridgeMessage } from '@shared/bridge-message';
import type { MessageRef } from '@shared/i18n/messages';

/**
 * The message main threw, as a person should read it: Electron hands a rejected call to the page
 * as "Error invoking remote method 'folders.save': Error: <message>"; a refusal of ours comes with
 * its id and values (src-shared/bridge-message.ts), to be shown with `useServerText`.
 */
export function bridgeErrorMessage(error: unknown): MessageRef {
  const raw = error instanceof Error ? error.message : String(error);
  return decodeBridgeMessage(raw) ?? { message: raw.replace(/^Error invoking remote method '[^']*': /, '').replace(/^\w*Error: /, '') };
}

/** The English of the message main threw. */
export function bridgeErrorText(error: unknown): string {
  return bridgeErrorMessage(error).message;
}
