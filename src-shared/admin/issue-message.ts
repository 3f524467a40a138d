import type { MessageRef } from '../i18n/messages';
import { adminMessageTable } from './messages';

/**
 * The message (English, id and values) an author sees beside a field the shared schemas refuse. The schemas keep zod's
 * wording for machines (the server's 400 names the field too); an admin form says it plainly.
 */
export interface IssueLike {
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
}

export function issueMessage(issue: IssueLike): MessageRef {
  // A message the schema wrote itself (the spec's texts, 'A quiz block needs…') is kept as it is.
  if (!/^(Too (small|big)|Invalid)/.test(issue.message)) return { message: issue.message };
  if (issue.code === 'too_small' && issue.origin === 'string') return Number(issue.minimum) <= 1 ? adminMessageTable.ref('fieldRequired') : adminMessageTable.ref('atLeastChars', { min: Number(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'string') return adminMessageTable.ref('atMostChars', { max: Number(issue.maximum) });
  if (issue.code === 'too_small' && issue.origin === 'number') return adminMessageTable.ref('atLeastNumber', { min: Number(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'number') return adminMessageTable.ref('atMostNumber', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format' && issue.format === 'url') return adminMessageTable.ref('fullAddress');
  if (issue.code === 'invalid_type' && issue.message.includes('expected number')) return adminMessageTable.ref('enterNumber');
  return { message: issue.message };
}
