/**
 * product.md §3.9 "Submissions": the technologies a submission uses, recognised from its title,
 * description and stored tech stack against a list of the stacks hackathon teams build with, and
 * its summary: the description cut at 150 characters on a word boundary, and at most five tags.
 * Names match case-insensitively as whole words ("react" in "reaction" is nothing), the longest
 * where two overlap ("React Native", not React), and each alias ("nextjs", "node", "postgres")
 * gives the one canonical name. Languages whose names are everyday words (Go, Rust, Swift) are
 * recognised only by unambiguous spellings ("golang").
 */
import { deploymentPlatform, type DeploymentPlatform } from './deployment';

export const summaryLength = 150;
export const summaryTags = 5;

/** Canonical name → the spellings recognised as it (the name itself included). */
const technologies: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['React', ['react', 'reactjs', 'react.js']],
  ['React Native', ['react native', 'react-native']],
  ['Next.js', ['next.js', 'nextjs', 'next js']],
  ['Vue', ['vue', 'vue.js', 'vuejs']],
  ['Angular', ['angular', 'angularjs']],
  ['Svelte', ['svelte', 'sveltekit']],
  ['Node.js', ['node.js', 'nodejs', 'node']],
  ['Express', ['express', 'express.js', 'expressjs']],
  ['NestJS', ['nestjs', 'nest.js']],
  ['TypeScript', ['typescript']],
  ['JavaScript', ['javascript', 'js']],
  ['Python', ['python']],
  ['Django', ['django']],
  ['Flask', ['flask']],
  ['FastAPI', ['fastapi']],
  ['Java', ['java']],
  ['Spring Boot', ['spring boot', 'springboot']],
  ['Go', ['golang']],
  ['Rust', ['rustlang']],
  ['Kotlin', ['kotlin']],
  ['SwiftUI', ['swiftui']],
  ['Flutter', ['flutter']],
  ['Dart', ['dart']],
  ['MongoDB', ['mongodb', 'mongo']],
  ['PostgreSQL', ['postgresql', 'postgres']],
  ['MySQL', ['mysql']],
  ['SQLite', ['sqlite']],
  ['Redis', ['redis']],
  ['Supabase', ['supabase']],
  ['Firebase', ['firebase']],
  ['GraphQL', ['graphql']],
  ['TensorFlow', ['tensorflow']],
  ['PyTorch', ['pytorch']],
  ['scikit-learn', ['scikit-learn', 'sklearn']],
  ['Hugging Face', ['hugging face', 'huggingface']],
  ['OpenAI', ['openai', 'gpt-4', 'gpt-4o', 'chatgpt']],
  ['Gemini', ['gemini']],
  ['LangChain', ['langchain']],
  ['Streamlit', ['streamlit']],
  ['Tailwind', ['tailwind', 'tailwindcss', 'tailwind css']],
  ['Bootstrap', ['bootstrap']],
  ['Docker', ['docker']],
  ['Kubernetes', ['kubernetes', 'k8s']],
  ['AWS', ['aws']],
  ['Vercel', ['vercel']],
];

const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern for every spelling, longest first so "react native" wins over "react". A word
 * boundary is any character that is not a letter, digit, dot, plus or hash, so "node.js" and
 * "c++" stay whole and "nodejs." at a sentence's end still matches.
 */
const spellings = technologies.flatMap(([name, aliases]) => aliases.map((alias) => [alias, name] as const)).sort((a, b) => b[0].length - a[0].length);
const byAlias = new Map(spellings);
const pattern = new RegExp(`(?<![\\p{L}\\p{N}.+#-])(${spellings.map(([alias]) => escape(alias).replaceAll(' ', '[\\s-]+')).join('|')})(?![\\p{L}\\p{N}+#]|[.-][\\p{L}\\p{N}])`, 'giu');

/** The recognised technologies a text names, canonical, in the order they first appear. */
export function technologiesIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const name = byAlias.get((match[1] ?? '').toLowerCase().replaceAll(/[\s-]+/g, (gap) => (gap.includes('-') ? '-' : ' ')));
    if (name && !found.includes(name)) found.push(name);
  }
  return found;
}

export interface SubmissionText {
  projectTitle: string;
  description: string;
  techStack: readonly string[];
}

/**
 * The submission's technologies: its stored tech stack first (a recognised name in its canonical
 * spelling, anything else as the team wrote it), then those its title and description name.
 */
export function detectTechStack(submission: SubmissionText): string[] {
  const stack: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    const key = name.toLowerCase();
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    stack.push(name);
  };
  for (const stored of submission.techStack) {
    const trimmed = stored.trim();
    const [recognised] = technologiesIn(trimmed);
    add(recognised !== undefined && byAlias.get(trimmed.toLowerCase()) !== undefined ? recognised : trimmed);
  }
  for (const name of technologiesIn(`${submission.projectTitle}\n${submission.description}`)) add(name);
  return stack;
}

/** The description cut at `length` characters on a word boundary, with an ellipsis when cut. */
export function summaryText(description: string, length: number = summaryLength): string {
  const text = description.trim().replaceAll(/\s+/g, ' ');
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  const cut = chars.slice(0, length).join('');
  // A word cut in the middle goes back to the space before it; one long word is cut where it stands.
  const lastSpace = chars[length] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/u, '')}…`;
}

export interface SubmissionSummary {
  text: string;
  tags: string[];
  /** Where its live demo is hosted; null without one. */
  platform: DeploymentPlatform | null;
}

/** A submission in brief: 150 characters of its description, at most five technology tags, and its demo's host. */
export function submissionSummary(submission: SubmissionText & { liveDemo: string | null }): SubmissionSummary {
  return { text: summaryText(submission.description), tags: detectTechStack(submission).slice(0, summaryTags), platform: deploymentPlatform(submission.liveDemo) };
}
