import type { ChatLanguage, ChatStyle } from '../api/chat';
import type { RecognisedError } from './error-rules';
import { offlineStrings } from './offline-strings';

/** A lesson passage the retrieval tutor found, with where it comes from. */
export interface Passage {
  courseId: string;
  lessonId: string;
  lessonTitle: string;
  courseTitle: string;
  text: string;
  /** Code passages are quoted as a fenced block in this language. */
  codeLanguage?: string;
  /** True when the passage is from the lesson the learner has open. */
  current: boolean;
}

/** How much the offline tutor says per style: passages quoted and whether examples are shown. */
export const styleBudget: Record<ChatStyle, { passages: number; examples: boolean; passageChars: number }> = {
  short: { passages: 1, examples: false, passageChars: 320 },
  auto: { passages: 2, examples: true, passageChars: 600 },
  detailed: { passages: 4, examples: true, passageChars: 900 },
};

/** The reader's address of a lesson, so a link opens it in place. */
export const lessonPath = (courseId: string, lessonId: string): string =>
  `/courses/${encodeURIComponent(courseId)}?lesson=${encodeURIComponent(lessonId)}`;

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('\n'));
  const clipped = `${end > max / 2 ? cut.slice(0, end + 1) : cut}…`;
  // A cut inside a code fence would turn the rest of the answer into code: close it.
  return (clipped.match(/```/g)?.length ?? 0) % 2 === 1 ? `${clipped}\n\`\`\`` : clipped;
}

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * The offline tutor's answer as Markdown parts, in reading order; the server streams one part per
 * chunk. Framing is in `language`; passages are quoted as written.
 */
export function composeOfflineAnswer(input: { language: ChatLanguage; style: ChatStyle; errors: readonly RecognisedError[]; passages: readonly Passage[] }): string[] {
  const words = offlineStrings[input.language];
  const budget = styleBudget[input.style];
  const parts: string[] = [`${words.label}\n\n`];
  for (const { rule, detail } of input.errors) {
    parts.push(`### ${rule.title[input.language]}\n\n`);
    if (detail) parts.push(`${words.detail(detail)}\n\n`);
    parts.push(`**${words.errorHeading}:** ${rule.explain[input.language]}\n\n`);
    parts.push(`**${words.howToFix}:** ${rule.fix[input.language]}\n\n`);
    if (budget.examples && rule.example) parts.push(`${words.example}\n\n\`\`\`${rule.example.language}\n${rule.example.code}\`\`\`\n\n`);
  }
  const passages = input.passages.slice(0, budget.passages);
  if (passages.length === 0) {
    if (input.errors.length === 0) parts.push(`${words.noMatch}\n`);
    return parts;
  }
  parts.push(`### ${words.fromLessons}\n\n${words.passagesIntro}\n\n`);
  for (const passage of passages) {
    const source = `[${passage.lessonTitle}](${lessonPath(passage.courseId, passage.lessonId)})${passage.current ? ` (${words.currentLesson})` : ''}`;
    const body = passage.codeLanguage ? `\`\`\`${passage.codeLanguage}\n${clip(passage.text, budget.passageChars)}\n\`\`\`` : quote(clip(passage.text, budget.passageChars));
    parts.push(`${body}\n\n— ${source}\n\n`);
  }
  const used = new Map(passages.map((p) => [p.lessonId, p]));
  const links = [...used.values()].map((p) => `- [${p.lessonTitle}](${lessonPath(p.courseId, p.lessonId)}) · ${p.courseTitle}`);
  parts.push(`**${words.lessonsUsed}:**\n\n${links.join('\n')}\n`);
  return parts;
}
