import { adminMessages } from './messages';

/**
 * The sentence an author sees beside a field the shared schemas refuse. The schemas keep zod's
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

export function issueMessage(issue: IssueLike): string {
  // A message the schema wrote itself (the spec's texts, 'A quiz block needs…') is kept as it is.
  if (!/^(Too (small|big)|Invalid)/.test(issue.message)) return issue.message;
  if (issue.code === 'too_small' && issue.origin === 'string') return Number(issue.minimum) <= 1 ? adminMessages.fieldRequired : `Use at least ${issue.minimum} characters.`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `Use at most ${issue.maximum} characters.`;
  if (issue.code === 'too_small' && issue.origin === 'number') return `Must be at least ${issue.minimum}.`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `Must be at most ${issue.maximum}.`;
  if (issue.code === 'invalid_format' && issue.format === 'url') return adminMessages.fullAddress;
  if (issue.code === 'invalid_type' && issue.message.includes('expected number')) return adminMessages.enterNumber;
  return issue.message;
}
