import { githubMessageTable } from '@shared/github/messages';
import type { MessageRef } from '@shared/i18n/messages';

const failedBecause = `${githubMessageTable.feature}.failedBecause`;

/**
 * Why a GitHub call failed, for a screen whose title already says what failed: the server sends
 * the reason as a value of its own (a message by id, or GitHub's words); any other error is shown whole.
 */
export function failureReason(error: MessageRef): MessageRef | string {
  const reason = error.messageId === failedBecause ? error.messageValues?.reason : undefined;
  if (reason === undefined) return error;
  return typeof reason === 'number' ? String(reason) : reason;
}
