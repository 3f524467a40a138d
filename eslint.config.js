import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/**
 * The only packages src-shared may import: it is pure and runs in the server, the renderer and
 * the desktop alike. The acorn trio parses and rewrites playground code for the loop guard.
 */
const sharedPackages = ['zod', 'acorn', 'acorn-walk', 'magic-string'];
// A shared rule's tests may state its laws as properties over generated inputs.
const sharedTestPackages = [...sharedPackages, 'vitest', 'fast-check'];
/**
 * The resume's PDF templates are one module for the browser's preview and export and the server's
 * export, so they alone may draw with React and react-pdf; the rest of src-shared stays pure.
 */
const resumePdfPackages = [...sharedPackages, 'react', '@react-pdf/renderer'];

/**
 * The renderer may import any library vite bundles into it, but nothing that only the server runs:
 * every runtime dependency (package.json `dependencies`) except the few the renderer shares, and
 * Electron. A new server dependency is blocked here without anyone remembering to add it.
 */
// yjs: the team workspace's document is the same CRDT in the browser and on the server.
const sharedWithRenderer = ['zod', 'eventsource-parser', 'react', '@react-pdf/renderer', 'yjs'];
const serverOnlyPackages = [...Object.keys(manifest.dependencies).filter((name) => !sharedWithRenderer.includes(name)), 'electron'];

/**
 * Screens whose words all come from their Hindi/Telugu/English dictionaries: a literal text or a
 * label, placeholder, title or aria-label written in a component there fails lint.
 */
const translatedScreens = [
  'src-renderer/src/features/tutor/**/*.tsx',
  'src-renderer/src/features/courses/**/*.tsx',
  'src-renderer/src/features/profile/**/*.tsx',
  'src-renderer/src/features/offline/**/*.tsx',
  'src-renderer/src/features/payments/**/*.tsx',
  'src-renderer/src/features/desktop/**/*.tsx',
  'src-renderer/src/core/**/*.tsx',
  'src-renderer/src/shell/**/*.tsx',
  'src-renderer/src/features/auth/**/*.tsx',
  'src-renderer/src/features/home/**/*.tsx',
  'src-renderer/src/features/legal/**/*.tsx',
  'src-renderer/src/features/not-found/**/*.tsx',
  'src-renderer/src/features/dashboard/**/*.tsx',
  'src-renderer/src/features/hackathon/**/*.tsx',
  'src-renderer/src/features/admin/**/*.tsx',
  'src-renderer/src/features/assignments/**/*.tsx',
  'src-renderer/src/features/quizzes/**/*.tsx',
  'src-renderer/src/features/playground/DesktopToolchains.tsx',
  'src-renderer/src/features/playground/**/*.tsx',
  'src-renderer/src/features/resume/**/*.tsx',
  'src-renderer/src/features/ats/**/*.tsx',
  'src-renderer/src/features/projects/**/*.tsx',
  'src-renderer/src/features/github/**/*.tsx',
];

const inNodeModules = (name) => `**/node_modules/${name}/**`;

/**
 * The dependency direction of ARCHITECTURE.md, on resolved paths, so a relative path, an alias,
 * an `export ... from`, a `require` and an `await import()` are all caught the same way:
 * src-shared imports nothing of ours and only its allow-listed packages; src-renderer never reaches
 * the server, main or the preload, nor a server-only package, and inside it no layer imports one
 * above it; src-preload and src-server never reach main; nothing imports src-main.
 */
function zones(allowedInShared) {
  return [
    {
      target: 'src-shared',
      from: ['src-server', 'src-main', 'src-renderer', 'src-preload'],
      message: 'src-shared imports nothing of ours outside itself.',
    },
    {
      target: 'src-shared',
      from: '**/node_modules/**',
      except: allowedInShared.map(inNodeModules),
      message: `src-shared is pure: it may import only ${allowedInShared.join(', ')}.`,
    },
    { target: 'src-renderer', from: ['src-server', 'src-main', 'src-preload'], message: 'The renderer reaches the server over HTTP and main through the bridge.' },
    { target: 'src-renderer', from: serverOnlyPackages.map(inNodeModules), message: 'This package runs only in the server or main, never in the renderer.' },
    // The renderer's own layers, bottom to top: api/ and platform/, core/ (the toolkit), features/, shell/.
    {
      target: 'src-renderer/src/core',
      from: ['src-renderer/src/features', 'src-renderer/src/shell'],
      message: 'core/ is the toolkit every feature imports: it imports no feature and not the shell (let the shell hand it what it needs, e.g. through a registry).',
    },
    { target: 'src-renderer/src/features', from: 'src-renderer/src/shell', message: 'A feature never imports the shell (src-renderer/src/shell/), which assembles the features.' },
    {
      target: ['src-renderer/src/api', 'src-renderer/src/platform'],
      from: ['src-renderer/src/features', 'src-renderer/src/shell'],
      message: 'api/ and platform/ sit below the features and the shell and import neither.',
    },
    { target: 'src-server', from: ['src-main', 'src-renderer', 'src-preload'], message: 'The server imports only itself and src-shared.' },
    { target: 'src-main', from: ['src-renderer', 'src-preload'], message: 'Main never imports the renderer or the preload.' },
    { target: 'src-preload', from: ['src-server', 'src-main', 'src-renderer'], message: 'The preload imports only src-shared and electron.' },
    {
      target: 'src-server/payments',
      from: 'src-server/hackathon',
      message: 'Payments sells what it is given (src-server/payments/items.ts); the hackathon gives its fee in app.ts.',
    },
  ];
}

/** Only a written module name can be checked; a computed import or a bare require would slip past. */
const writtenImportsOnly = [
  { selector: "ImportExpression[source.type!='Literal']", message: 'Import a module by its written name, so the layering rules can check it.' },
  { selector: "CallExpression[callee.name='require']", message: 'Use import: a require call can hide a module from the layering rules.' },
];

/**
 * The server reads "now" only through its clock (src-server/clock.ts), handed to each feature by
 * app.ts, so a test clock reaches every feature. A date built from a value is fine. The exceptions
 * live in clock.ts, each with its reason: `realTimeMs` for what must follow the real time under a
 * test clock (rate-limit windows and run leases counted in the database, the access-token signer
 * and its session versions); a duration or a cache's age reads `performance.now()`, not a date.
 */
const oneClock = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read the time from the clock the app hands this feature (src-server/clock.ts), not new Date().' },
  // Handed on uncalled (a default `now = Date.now`) it reads the time all the same.
  { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Read the time from the clock the app hands this feature (src-server/clock.ts), not Date.now.' },
];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // An import of types only is written `import type`, so no bundler keeps it as a side-effect import.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src-*/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Paths stay inside the worktree (node_modules may be a link) and the tsconfig aliases resolve.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.node'],
          tsconfig: { configFile: path.join(root, 'tsconfig.base.json') },
          symlinks: false,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(sharedPackages) }],
      'no-restricted-syntax': ['error', ...writtenImportsOnly],
    },
  },
  {
    files: ['src-server/**/*.ts'],
    // The clock itself, migrations (history, frozen) and tests, which set the scene at real times.
    ignores: ['src-server/clock.ts', 'src-server/db/migrations/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...writtenImportsOnly, ...oneClock] },
  },
  {
    // A migration is history: what it wrote must not change when live code does, so it imports
    // nothing of the server or src-shared (a rule it needs is copied in, frozen).
    files: ['src-server/db/migrations/0*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...zones(sharedPackages),
            { target: 'src-server/db/migrations', from: 'src-server', except: ['./db/migrations'], message: 'A migration imports only kysely and its own folder.' },
            { target: 'src-server/db/migrations', from: 'src-shared', message: 'A migration imports only kysely and its own folder.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src-shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@shared/*'], message: 'Inside src-shared use relative imports.' }] }],
      // Node builtins resolve to no path, and an unresolved name to none either: both are refused here.
      'import-x/no-nodejs-modules': 'error',
      'import-x/no-unresolved': 'error',
    },
  },
  {
    files: ['src-shared/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(sharedTestPackages) }] },
  },
  {
    files: ['src-shared/resume/pdf/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(resumePdfPackages) }] },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-nodejs-modules': ['error'],
    },
  },
  {
    files: translatedScreens,
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['label', 'placeholder', 'title', 'aria-label', 'description', 'alt', 'error', 'tooltip'] },
          message: 'Words on screen come from the feature\'s dictionaries (defineTexts in core/i18n.ts), in English, Hindi and Telugu.',
        },
      ],
    },
  },
  { files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.config.*'], languageOptions: { globals: globals.node } },
);
