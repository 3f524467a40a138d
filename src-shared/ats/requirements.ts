import type { SkillMatch } from './keywords';

/**
 * product.md §2.11: which of a job description's skills it only would like, as Jobscan weighs
 * them: those named under a "Nice to have" (good to have, preferred, bonus, desirable) heading, or
 * on a line that says so ("Kubernetes is a plus"). A skill the description also names anywhere
 * else is required.
 */
const optionalHeading = /^\W*(nice[ -]to[ -]have|good[ -]to[ -]have|preferred|bonus|desirable|pluses|(?:it'?s )?a plus|optional)\b[^.]{0,40}:?\W*$/i;
const anyHeading = /^\W*[A-Za-z][A-Za-z ,'&/()-]{0,60}:\W*$/;
const optionalLine = /\b(nice[ -]to[ -]have|good[ -]to[ -]have|(?:is |are |a )?(?:big |huge )?plus\b|preferred|preferably|bonus|desirable|optional)\b/i;

/**
 * The text in pieces, each with whether what it names is only wished for: a line under a wish
 * heading, or a sentence that says so ("Docker is a plus." in a paragraph of requirements).
 */
function optionalLines(text: string): Array<{ start: number; end: number; optional: boolean }> {
  const pieces: Array<{ start: number; end: number; optional: boolean }> = [];
  let underOptional = false;
  let start = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (optionalHeading.test(trimmed)) underOptional = true;
    else if (anyHeading.test(trimmed)) underOptional = false;
    for (const sentence of line.matchAll(/[^.!?;]+(?:[.!?;]+(?=\s|$)|$)/g)) {
      const from = start + sentence.index;
      pieces.push({ start: from, end: from + sentence[0].length, optional: underOptional || optionalLine.test(sentence[0]) });
    }
    start += line.length + 1;
  }
  return pieces;
}

/** The skills of `matches` (found in `jobDescription`) that every mention puts among the wishes. */
export function optionalSkills(jobDescription: string, matches: readonly SkillMatch[]): Set<string> {
  const lines = optionalLines(jobDescription);
  const optionalAt = (offset: number) => lines.find((line) => offset >= line.start && offset <= line.end)?.optional ?? false;
  const required = new Set<string>();
  const wished = new Set<string>();
  for (const match of matches) (optionalAt(match.start) ? wished : required).add(match.skill);
  for (const skill of required) wished.delete(skill);
  return wished;
}
