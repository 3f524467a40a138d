import { roleKeyFor, roleKeywords, sectionFor, sectionSuggestions, type ResumeSection } from './suggestions';

/**
 * The rule-based section improver: what "improve this section" does with no model configured, or
 * when the model fails (product.md §2.8's "AI suggestions generated (demo mode)"). It rewrites only
 * what a rule can rewrite safely (weak openers, filler words, tense in a past role, spacing) and
 * turns everything else (missing numbers, passive voice, length, role keywords) into suggestions,
 * because inventing a figure or a keyword would put something untrue on a resume.
 */
export interface ImproveRequest {
  sectionName: string;
  content: string;
  targetRole: string;
  industry: string;
}

export interface ImproveResult {
  improved_content: string;
  suggestions: string[];
}

export const maxSuggestions = 8;

/** Gerunds whose past tense is not the gerund's stem + "ed". */
const irregularPast: Record<string, string> = {
  building: 'built',
  rebuilding: 'rebuilt',
  leading: 'led',
  writing: 'wrote',
  rewriting: 'rewrote',
  making: 'made',
  running: 'ran',
  teaching: 'taught',
  driving: 'drove',
  bringing: 'brought',
  selling: 'sold',
  speaking: 'spoke',
  holding: 'held',
  meeting: 'met',
  finding: 'found',
  growing: 'grew',
  keeping: 'kept',
  doing: 'did',
  thinking: 'thought',
  spending: 'spent',
  sending: 'sent',
  understanding: 'understood',
  overseeing: 'oversaw',
  undertaking: 'undertook',
  choosing: 'chose',
  paying: 'paid',
  telling: 'told',
  taking: 'took',
  giving: 'gave',
  setting: 'set',
  cutting: 'cut',
  putting: 'put',
  getting: 'got',
  winning: 'won',
  beginning: 'began',
  seeing: 'saw',
};

/** Words ending in -ing that are nouns in a resume ("the marketing team"), never verbs to rewrite. */
const ingNouns = new Set([
  'marketing',
  'engineering',
  'accounting',
  'pricing',
  'banking',
  'housing',
  'clothing',
  'everything',
  'something',
  'anything',
  'nothing',
  'thing',
  'string',
  'spring',
  'morning',
  'evening',
  'ongoing',
  'being',
  'king',
  'ring',
]);

const isGerund = (word: string): boolean => /^[a-z]{3,}ing$/.test(word) && !ingNouns.has(word);

/** "developing" → "developed", "studying" → "studied", "building" → "built". */
export function gerundToPast(gerund: string): string {
  const word = gerund.toLowerCase();
  const irregular = irregularPast[word];
  if (irregular) return irregular;
  const stem = word.slice(0, -3);
  if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ied`;
  return `${stem}ed`;
}

/** Strong action verbs a point may open with, as base form → past tense. */
const actionVerbs: Record<string, string> = {
  develop: 'developed',
  build: 'built',
  design: 'designed',
  implement: 'implemented',
  lead: 'led',
  manage: 'managed',
  create: 'created',
  improve: 'improved',
  reduce: 'reduced',
  increase: 'increased',
  launch: 'launched',
  deliver: 'delivered',
  automate: 'automated',
  optimise: 'optimised',
  optimize: 'optimized',
  migrate: 'migrated',
  maintain: 'maintained',
  analyse: 'analysed',
  analyze: 'analyzed',
  coordinate: 'coordinated',
  mentor: 'mentored',
  test: 'tested',
  deploy: 'deployed',
  write: 'wrote',
  own: 'owned',
  drive: 'drove',
  ship: 'shipped',
  plan: 'planned',
  organise: 'organised',
  organize: 'organized',
  train: 'trained',
  review: 'reviewed',
  resolve: 'resolved',
  support: 'supported',
  research: 'researched',
  integrate: 'integrated',
  refactor: 'refactored',
  monitor: 'monitored',
  collaborate: 'collaborated',
  present: 'presented',
  establish: 'established',
  streamline: 'streamlined',
  architect: 'architected',
  configure: 'configured',
  debug: 'debugged',
  document: 'documented',
  prepare: 'prepared',
  conduct: 'conducted',
  handle: 'handled',
  oversee: 'oversaw',
  run: 'ran',
  teach: 'taught',
  fix: 'fixed',
  cut: 'cut',
};

type Tense = 'past' | 'present' | 'gerund' | undefined;

/**
 * Words after which an opener is surely a verb: "Design the schema", "Manages 3 engineers".
 * Without one, "Research assistant" or "Test plans" may be nouns and are left as they are.
 */
const objectStart = /^(?:(?:the|a|an|our|their|its|my|new|multiple|several|all|over|more)\b|\d)/i;

/** The tense of a point's first word, when it is one of the action verbs followed by its object. */
function openerTense(text: string): { tense: Tense; past?: string } {
  const [word = '', next = ''] = text.split(' ');
  const w = word.toLowerCase();
  if (!objectStart.test(next)) return { tense: Object.values(actionVerbs).includes(w) ? 'past' : undefined };
  if (Object.values(actionVerbs).includes(w)) return { tense: 'past' };
  const base = actionVerbs[w] ? w : actionVerbs[w.replace(/es$/, '')] ? w.replace(/es$/, '') : actionVerbs[w.replace(/s$/, '')] ? w.replace(/s$/, '') : undefined;
  if (base) return { tense: 'present', past: actionVerbs[base] };
  if (isGerund(w)) {
    const past = gerundToPast(w);
    if (Object.values(actionVerbs).includes(past)) return { tense: 'gerund', past };
  }
  return { tense: undefined };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a weak opener became, for the suggestion that reports it. */
interface OpenerChange {
  weak: string;
  text: string;
}

/** Continues a rewritten opener: a gerund becomes the verb in the past ("for building X" → "Built X"), anything else follows `fallback`. */
function verbFrom(rest: string, fallback: string): string {
  const [first = '', ...others] = rest.split(' ');
  if (isGerund(first.toLowerCase())) return [capitalise(gerundToPast(first)), ...others].join(' ');
  return `${fallback} ${rest}`;
}

const weakOpeners: Array<{ weak: string; pattern: RegExp; rewrite: (rest: string) => string }> = [
  { weak: 'responsible for', pattern: /^(?:i\s+)?(?:was\s+|am\s+|were\s+)?(?:responsible|in charge)\s+(?:for|of)\s+/i, rewrite: (rest) => verbFrom(rest, 'Owned') },
  { weak: 'tasked with', pattern: /^(?:i\s+)?(?:was\s+)?(?:tasked with|duties included)\s+/i, rewrite: (rest) => verbFrom(rest, 'Delivered') },
  { weak: 'involved in', pattern: /^(?:i\s+)?(?:was\s+)?(?:involved in|participated in)\s+/i, rewrite: (rest) => verbFrom(rest, 'Contributed to') },
  { weak: 'worked on', pattern: /^(?:i\s+)?worked\s+on\s+/i, rewrite: (rest) => verbFrom(rest, 'Developed') },
  { weak: 'worked with', pattern: /^(?:i\s+)?worked\s+with\s+/i, rewrite: (rest) => `Collaborated with ${rest}` },
  { weak: 'helped', pattern: /^(?:i\s+)?(?:helped|assisted)\s+(?:with|in)\s+/i, rewrite: (rest) => `Contributed to ${rest}` },
  {
    weak: 'helped',
    pattern: /^(?:i\s+)?(?:helped|assisted)\s+(?:to\s+)?/i,
    // "Helped build X" → "Collaborated to build X" keeps the claim honest; "helped customers" → "Supported customers".
    rewrite: (rest) => (actionVerbs[rest.split(' ')[0]?.toLowerCase() ?? ''] ? `Collaborated to ${rest}` : `Supported ${rest}`),
  },
  { weak: 'I', pattern: /^i\s+(?=[a-z]+ed\b)/i, rewrite: (rest) => capitalise(rest) },
];

function strengthenOpener(text: string): { text: string; change?: OpenerChange } {
  for (const opener of weakOpeners) {
    const match = opener.pattern.exec(text);
    if (!match || match[0].length >= text.length) continue;
    const rewritten = capitalise(opener.rewrite(text.slice(match[0].length)));
    return { text: rewritten, change: { weak: opener.weak, text: rewritten } };
  }
  return { text };
}

/** Words that add nothing to a resume line; removed. */
const fillerPattern = /\b(very|really|basically|actually|literally|extremely|successfully|just)\s+/gi;
const replacements: Array<[RegExp, string]> = [
  [/\bin order to\b/gi, 'to'],
  [/\butiliz(e|ed|es|ing)\b/gi, 'us$1'],
  [/\butilis(e|ed|es|ing)\b/gi, 'us$1'],
];
const cliches = ['hard-working', 'hardworking', 'team player', 'go-getter', 'detail-oriented', 'self-motivated', 'results-driven', 'think outside the box', 'synergy', 'dynamic'];
const passivePattern = /\b(?:was|were|been|being|is|are)\s+(?:[a-z]+ed|built|made|done|written|led|run|given|taken|shown|held|sent)\b(?:\s+by\b)?/gi;

const bulletPattern = /^(\s*(?:[-•*▪◦‣]|\d+[.)])\s+)/;

interface Line {
  bullet: string;
  text: string;
}

function splitLines(content: string): Line[] {
  return content
    .replaceAll('\r\n', '\n')
    .split('\n')
    .map((raw) => raw.trim())
    .filter((raw) => raw !== '')
    .map((raw) => {
      const bullet = bulletPattern.exec(raw)?.[1] ?? '';
      return { bullet: bullet.trim() ? `${bullet.trim()} ` : '', text: raw.slice(bullet.length).replaceAll(/\s{2,}/g, ' ').trim() };
    });
}

function removeFillers(text: string): { text: string; removed: string[] } {
  const removed: string[] = [];
  let out = text.replaceAll(fillerPattern, (whole, word: string, offset: number, all: string) => {
    // "just-in-time" and "actually" inside a quotation are left alone; only a free-standing filler goes.
    if (all[offset + whole.length - 1] === '-') return whole;
    removed.push(word.toLowerCase());
    return '';
  });
  for (const [pattern, replacement] of replacements) {
    out = out.replaceAll(pattern, (match: string, ...groups: unknown[]) => {
      removed.push(match.toLowerCase());
      const suffix = typeof groups[0] === 'string' && replacement.includes('$1') ? groups[0] : '';
      return replacement.replace('$1', suffix);
    });
  }
  return { text: out.replaceAll(/\s{2,}/g, ' ').trim(), removed };
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const quoteList = (words: string[]) => words.map((w) => `"${w}"`).join(', ');

/** Sections whose lines are points of a role or a project. */
const pointSections: ReadonlySet<ResumeSection> = new Set(['experience', 'projects', 'custom']);

export function improveSectionOffline(request: ImproveRequest): ImproveResult {
  const section = sectionFor(request.sectionName);
  const tips = sectionSuggestions(section, request.targetRole, request.industry);
  const lines = splitLines(request.content);
  if (lines.length === 0) {
    return { improved_content: '', suggestions: [`This section is empty. ${tips.suggestions[0] ?? ''}`.trim(), ...tips.suggestions.slice(1)].slice(0, maxSuggestions) };
  }
  const suggestions: string[] = [];
  const changes: OpenerChange[] = [];
  const fillers = new Set<string>();

  let improved = lines.map((line) => {
    const opened = pointSections.has(section) || line.bullet ? strengthenOpener(line.text) : { text: line.text };
    if (opened.change) changes.push(opened.change);
    const cleaned = removeFillers(opened.text);
    for (const word of cleaned.removed) fillers.add(word);
    return { bullet: line.bullet, text: capitalise(cleaned.text) };
  });

  if (changes.length > 0) {
    const weak = [...new Set(changes.map((c) => c.weak))];
    suggestions.push(`Started points with a strong action verb instead of ${quoteList(weak)} (points changed: ${changes.length}).`);
  }
  if (fillers.size > 0) suggestions.push(`Removed filler words: ${quoteList([...fillers])}.`);

  // Tense: a past role reads in the past tense throughout. When most points are already in the
  // past, the rest are brought in line; when most are in the present, it may be the current role,
  // so the mix is pointed out instead of changed.
  if (section === 'experience') {
    const tenses = improved.map((line) => ({ line, ...openerTense(line.text) }));
    const past = tenses.filter((t) => t.tense === 'past').length;
    const other = tenses.filter((t) => t.tense === 'present' || t.tense === 'gerund');
    if (other.length > 0 && past >= other.length) {
      improved = tenses.map(({ line, tense, past: pastForm }) =>
        (tense === 'present' || tense === 'gerund') && pastForm ? { ...line, text: `${capitalise(pastForm)}${line.text.slice(line.text.indexOf(' ') === -1 ? line.text.length : line.text.indexOf(' '))}` } : line,
      );
      suggestions.push(`Put points in the past tense to match the rest (points changed: ${other.length}); keep the present tense only for the role you hold now.`);
    } else if (other.length > 0 && past > 0) {
      suggestions.push('Your points mix past and present tense: use the present for your current role and the past for earlier ones.');
    }
  }

  const text = improved.map((l) => l.text).join(' ');
  const points = improved.filter((l) => l.text.length > 0);
  if (pointSections.has(section)) {
    const unmeasured = points.filter((l) => !/\d/.test(l.text)).length;
    if (unmeasured === points.length) suggestions.push('Add numbers that show your impact: users served, time or money saved, a percentage improved, the size of the team.');
    else if (unmeasured > 0) suggestions.push(`Points with no number: ${unmeasured} of ${points.length}. Add a measurable result where you can.`);
    const long = points.filter((l) => wordCount(l.text) > 30).length;
    if (long > 0) suggestions.push(`Points over about 30 words: ${long}. Shorten each, or split it in two.`);
  } else if (section === 'summary') {
    if (text.length <= 50) suggestions.push('Your summary is short: write 2–4 sentences (more than 50 characters) on who you are, what you do well and the role you want.');
    else if (wordCount(text) > 100) suggestions.push('Your summary is long: keep it to 2–4 sentences, under about 100 words.');
    if (!/\d/.test(text)) suggestions.push('Mention your years of experience or one measurable achievement.');
    if (/^i\s|\bmy\b/i.test(text)) suggestions.push('Write without "I" and "my": "Frontend developer who builds..." reads better on a resume.');
  }

  const passive = [...new Set([...text.matchAll(passivePattern)].map((m) => m[0].toLowerCase()))];
  if (passive.length > 0) suggestions.push(`Rewrite ${quoteList(passive.slice(0, 3))} in the active voice: say what you did ("Built the API", not "The API was built").`);
  const usedCliches = cliches.filter((c) => text.toLowerCase().includes(c));
  if (usedCliches.length > 0) suggestions.push(`Replace ${quoteList(usedCliches)} with something you can show: a result, a project, a number.`);
  if (/\betc\.?/i.test(text)) suggestions.push('Replace "etc." with the items themselves, or leave it out.');

  if (request.targetRole.trim() !== '' && ['summary', 'experience', 'projects', 'skills'].includes(section)) {
    const lower = text.toLowerCase();
    const missing = roleKeywords(request.targetRole, request.industry).filter((k) => !lower.includes(k.toLowerCase()));
    if (missing.length > 0) {
      const title = roleKeyFor(request.targetRole) === 'general' ? request.targetRole.trim() : tips.role_title;
      suggestions.push(`For a ${title} role, mention these where they are true of your work: ${missing.slice(0, 5).join(', ')}.`);
    }
  }
  if (suggestions.length === 0) suggestions.push(...tips.suggestions.slice(0, 2));

  return {
    improved_content: improved.map((l) => `${l.bullet}${l.text}`).join('\n'),
    suggestions: [...new Set(suggestions)].slice(0, maxSuggestions),
  };
}
