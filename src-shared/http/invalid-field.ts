import { issueMessageRef } from '../i18n/issue-message';
import type { IdentifiedMessage } from '../i18n/messages';
import { httpMessageTable } from './messages';

/**
 * 'Invalid <where>: <reason>' for a refused field, by id: the reason is the schema's message,
 * itself a message by id with its values when a refinement gave them (src-shared/i18n/issue-message.ts).
 */
export function invalidField(where: string, issue: { message: string; params?: unknown } | undefined): IdentifiedMessage {
  if (!issue) return httpMessageTable.ref('invalidField', { where, reason: 'the value is not accepted' });
  const reason = issueMessageRef(issue);
  return httpMessageTable.ref('invalidField', { where, reason: reason.messageId ? reason : reason.message });
}
