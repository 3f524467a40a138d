import { skillsLexicon, type SkillCategory, type SkillEntry } from './skills-lexicon';
import { optionalSkills } from './requirements';
import { shownByNarrower } from './skill-graph';

/**
 * Keywords of a job description and where a resume has them (product.md §2.11): the skills of the
 * lexicon, matched by every spelling with word boundaries that know 'C++', 'C#', '.NET' and
 * 'Node.js', plus the description's own phrases that it repeats ("payment gateway integration").
 */

/** One place a skill was found: the canonical name and the span of the text that named it. */
export interface SkillMatch {
  skill: string;
  start: number;
  end: number;
}

interface Pattern {
  entry: SkillEntry;
  regex: RegExp;
  /** Found only in a list or before 'programming' / 'language' (see skills-lexicon.ts). */
  listOnly: boolean;
}

const escape = (value: string) => value.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A character that may not stand right before a name: a letter, digit or mark of any script, and a
 * dot ('Node.js' holds no 'JS'), '@' (an e-mail) or '_'. After it: the same without the dot, '+'
 * and '#' ('C' is not in 'C++'), and a dot only when a letter follows ('Node.js' is not 'Node').
 * Checked beside each match rather than inside a thousand expressions: Unicode classes in every
 * one made V8 take over a second to compile the lexicon.
 */
const blockedBefore = /[\p{L}\p{N}\p{M}_.@#+]$/u;
const blockedAfter = /^(?:[\p{L}\p{N}\p{M}_+#]|\.[\p{L}\p{N}])/u;

function compile(entry: SkillEntry, spelling: string): Pattern {
  const mode = spelling[0] === '=' || spelling[0] === '!' ? spelling[0] : '';
  const word = mode ? spelling.slice(1) : spelling;
  // A space in a spelling also matches a hyphen or a line break: 'machine-learning', 'React\nNative'.
  const body = word.split(/\s+/).map(escape).join(String.raw`[\s\-]+`);
  // A plain spelling of three letters or more may be plural ('REST APIs', 'microservices').
  const plural = !mode && /\p{L}{3}$/u.test(word) && !word.endsWith('s') ? 's?' : '';
  return { entry, regex: new RegExp(`${body}${plural}`, mode ? 'g' : 'gi'), listOnly: mode === '!' };
}

/** Whether a match stands as a whole word. */
const wholeWord = (text: string, start: number, end: number): boolean =>
  !blockedBefore.test(text.slice(Math.max(0, start - 2), start)) && !blockedAfter.test(text.slice(end, end + 3));

function patternsOf(entry: SkillEntry): Pattern[] {
  const marked = entry.spellings.some((spelling) => /^[=!]/.test(spelling) && spelling.slice(1) === entry.name);
  const spellings = marked ? entry.spellings : [entry.name, ...entry.spellings];
  return spellings.map((spelling) => compile(entry, spelling));
}

let compiled: Pattern[] | undefined;
const patterns = (): Pattern[] => (compiled ??= skillsLexicon.flatMap(patternsOf));

const listBefore = /(?:^|[\n,;/|:(•·●▪■◦*&]|\band|\bor|\bin)[ \t]*$/;
const listAfter = /^[ \t]*(?:$|[\n,;/|()•·&]|and\b|or\b|\.(?:\s|$))/;
const languageAfter = /^[ \t]+(?:programming|language|lang)\b/i;

/** Whether a list-only name ('R', 'Go') stands where it can only be a skill. */
function inList(text: string, start: number, end: number): boolean {
  const head = text.slice(Math.max(0, start - 12), start);
  const tail = text.slice(end, end + 16);
  if (languageAfter.test(tail)) return true;
  return (start <= 12 ? listBefore.test(`\n${head}`) : listBefore.test(head)) && listAfter.test(tail);
}

/** Links and e-mail addresses are blanked (same length) before matching: 'github.com/asha/react-app' names no skill. */
const linkLike = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+\.(?:com|in|dev|io|org|net|app|me)\/\S*/giu;
const blankLinks = (text: string) => text.replaceAll(linkLike, (link) => ' '.repeat(link.length));

/**
 * Every skill the text names, with where: when two names overlap the longer one wins ('React
 * Native' is not also 'React', 'Spring Boot' not also 'Spring').
 */
export function findSkillMatches(text: string): SkillMatch[] {
  const searchable = blankLinks(text);
  const found: Array<SkillMatch & { length: number }> = [];
  for (const pattern of patterns()) {
    // exec on the one compiled expression: matchAll would copy it, and V8 would compile the copy again.
    const { regex } = pattern;
    regex.lastIndex = 0;
    for (let match = regex.exec(searchable); match; match = regex.exec(searchable)) {
      const start = match.index;
      const end = start + match[0].length;
      // Not a whole word here: look again from the next character.
      if (!wholeWord(searchable, start, end)) {
        regex.lastIndex = start + 1;
        continue;
      }
      if (pattern.listOnly && !inList(searchable, start, end)) continue;
      found.push({ skill: pattern.entry.name, start, end, length: end - start });
    }
  }
  found.sort((a, b) => b.length - a.length || a.start - b.start);
  const kept: SkillMatch[] = [];
  for (const match of found) {
    if (kept.some((other) => match.start < other.end && other.start < match.end)) continue;
    kept.push({ skill: match.skill, start: match.start, end: match.end });
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The canonical names of the skills a text names, in the order they first appear. */
export function findSkills(text: string): string[] {
  return [...new Set(findSkillMatches(text).map((match) => match.skill))];
}

const byName = new Map(skillsLexicon.map((entry) => [entry.name, entry]));
export const skillEntry = (name: string): SkillEntry | undefined => byName.get(name);
export const skillCategory = (name: string): SkillCategory | undefined => byName.get(name)?.category;

/**
 * Words that neither start nor end a phrase worth matching: English function words and the
 * vocabulary every job advertisement shares ('years of experience', 'the ideal candidate').
 */
const stopWords = new Set(
  (
    'a about above after all also an and any are as at be been being below between both but by can could did do does doing during each etc few for from had has have having he her here his how i if in into is it its just ' +
    'me more most must my no nor not now of off on once only or other our out over own per same she should so some such than that the their them then there these they this those through to too under until up upon very via ' +
    'was we were what when where which while who whom why will with within without would you your yours us ' +
    'ability able apply applicants candidate candidates company day days degree desired ensure etc excellent experience experienced familiarity familiar good great hands help ideal including job join ' +
    'knowledge least looking minimum month months new nice opportunity plus preferred proficiency proficient required requirement requirements responsibilities responsible role roles ' +
    'salary skill skills strong team teams understanding using use work working year years like well based across related relevant key various multiple other others ' +
    'build building develop developing maintain maintaining write writing create creating support supporting make making take get'
  ).split(' '),
);

const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’+#.-]*[\p{L}\p{N}\p{M}+#]|[\p{L}\p{N}]/gu;

/** The runs of words between punctuation and line breaks, lower-cased. */
function clauses(text: string): string[][] {
  return text
    .toLowerCase()
    .split(/[\n\r,;:!?()[\]{}"“”•·●▪■◦|]+|\.(?=\s|$)/u)
    .map((clause) => [...clause.matchAll(wordPattern)].map((word) => word[0]))
    .filter((words) => words.length > 1);
}

const isNumber = (word: string) => /^[\d.+-]+$/.test(word);
const stem = (word: string) => (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

/**
 * The description's own phrases of two or three words that it uses at least twice, that are not a
 * skill of the lexicon already, at most `limit`, the most repeated first. A phrase inside a longer
 * one that is repeated as often is left out.
 */
export function jobPhrases(jobDescription: string, limit = 8): string[] {
  const counts = new Map<string, number>();
  for (const words of clauses(jobDescription)) {
    for (const size of [2, 3]) {
      for (let i = 0; i + size <= words.length; i++) {
        const gram = words.slice(i, i + size);
        const first = gram[0] ?? '';
        const last = gram[size - 1] ?? '';
        if (stopWords.has(first) || stopWords.has(last) || gram.some(isNumber)) continue;
        if (gram.some((word) => stopWords.has(word) && !['of', 'and', 'for'].includes(word))) continue;
        const phrase = gram.map(stem).join(' ');
        counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
      }
    }
  }
  // A phrase holding a skill the description names ('react native apps') is that skill's business.
  const skillWords = findSkillMatches(jobDescription).map((match) => phraseText(jobDescription.slice(match.start, match.end)));
  const repeated = [...counts].filter(([phrase, count]) => count >= 2 && !skillWords.some((words) => ` ${phrase} `.includes(words)));
  const kept = repeated.filter(([phrase, count]) => !repeated.some(([longer, other]) => longer !== phrase && other >= count && ` ${longer} `.includes(` ${phrase} `)));
  return kept
    .sort((a, b) => b[1] - a[1] || b[0].split(' ').length - a[0].split(' ').length)
    .slice(0, limit)
    .map(([phrase]) => phrase);
}

/** The resume's words, stemmed and lower-cased, one space apart, with a space at each end. */
export const phraseText = (text: string): string => ` ${[...text.toLowerCase().matchAll(wordPattern)].map((word) => stem(word[0])).join(' ')} `;

/** Whether a resume (as `phraseText`) has a phrase of `jobPhrases`. */
export const hasPhrase = (resumeWords: string, phrase: string): boolean => resumeWords.includes(` ${phrase} `);

export interface KeywordReport {
  /** The job description's skills and phrases that the resume has, skills first. */
  present: string[];
  missing: string[];
  /**
   * Of those, which are skills of the lexicon (the rest are the description's phrases), and which
   * of the skills the description only would like (requirements.ts), present or missing.
   */
  skills: { present: string[]; missing: string[]; optional: string[] };
  phrases: { present: string[]; missing: string[] };
  /** Where the resume names the job's skills, for showing them in the text the ATS read. */
  matches: SkillMatch[];
  /** Every skill the resume names, the job's or not (for suggestions). */
  resumeSkills: SkillMatch[];
}

/** The job description's keywords, split into those the resume has and those it lacks. */
export function compareKeywords(resumeText: string, jobDescription: string): KeywordReport {
  const jobMatches = findSkillMatches(jobDescription);
  const wanted = [...new Set(jobMatches.map((match) => match.skill))];
  const optional = optionalSkills(jobDescription, jobMatches);
  const resumeSkills = findSkillMatches(resumeText);
  const named = resumeSkills.map((match) => match.skill);
  // A general skill the job names is shown by a specific one the resume names (PostgreSQL for SQL).
  const have = new Set([...named, ...shownByNarrower(named).keys()]);
  const skills = { present: wanted.filter((skill) => have.has(skill)), missing: wanted.filter((skill) => !have.has(skill)), optional: wanted.filter((skill) => optional.has(skill)) };
  const words = phraseText(resumeText);
  const asked = jobPhrases(jobDescription);
  const phrases = { present: asked.filter((phrase) => hasPhrase(words, phrase)), missing: asked.filter((phrase) => !hasPhrase(words, phrase)) };
  const wantedSet = new Set(wanted);
  return {
    present: [...skills.present, ...phrases.present],
    missing: [...skills.missing, ...phrases.missing],
    skills,
    phrases,
    matches: resumeSkills.filter((match) => wantedSet.has(match.skill)),
    resumeSkills,
  };
}
