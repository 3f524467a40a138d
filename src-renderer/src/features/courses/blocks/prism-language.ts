/** Our block languages and the names text fences use, as Prism names them; null shows plain text. */
const prismNames: Record<string, string> = {
  html: 'markup',
  xml: 'markup',
  css: 'css',
  javascript: 'javascript',
  js: 'javascript',
  jsx: 'jsx',
  typescript: 'typescript',
  ts: 'typescript',
  tsx: 'tsx',
  python: 'python',
  py: 'python',
  java: 'java',
  cpp: 'cpp',
  'c++': 'cpp',
  c: 'c',
  sql: 'sql',
  json: 'json',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  yaml: 'yaml',
};

export const prismLanguage = (language: string): string | null => prismNames[language.toLowerCase()] ?? null;

const labels: Record<string, string> = { html: 'HTML', css: 'CSS', javascript: 'JavaScript', jsx: 'JSX', typescript: 'TypeScript', python: 'Python', java: 'Java', cpp: 'C++', sql: 'SQL', json: 'JSON', bash: 'Terminal', text: 'Text' };

export const languageLabel = (language: string): string => labels[language.toLowerCase()] ?? language;
