import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The dependency direction of ARCHITECTURE.md, as errors:
 * src-shared imports nothing of ours; src-renderer never reaches the server or main;
 * src-preload and src-server never reach main; nothing imports src-main.
 */
const ours = {
  shared: { group: ['@shared/*', '**/src-shared/**'], message: 'Only import src-shared through @shared/*.' },
  server: { group: ['@server/*', '**/src-server/**'], message: 'This part may not import src-server.' },
  main: { group: ['@main/*', '**/src-main/**'], message: 'Nothing imports src-main.' },
  renderer: { group: ['@renderer/*', '**/src-renderer/**'], message: 'Only the renderer imports the renderer.' },
  preload: { group: ['**/src-preload/**'], message: 'Nothing imports src-preload.' },
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src-shared/**/*.ts'],
    rules: restrict(
      { group: ['@shared/*'], message: 'Inside src-shared use relative imports.' },
      ours.server,
      ours.main,
      ours.renderer,
      ours.preload,
      { group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'electron'], message: 'src-shared is pure: no Node, DOM or Electron.' },
    ),
  },
  { files: ['src-server/**/*.ts'], rules: restrict(ours.main, ours.renderer, ours.preload) },
  { files: ['src-main/**/*.ts'], rules: restrict(ours.renderer, ours.preload) },
  { files: ['src-preload/**/*.ts'], rules: restrict(ours.server, ours.main, ours.renderer) },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(ours.server, ours.main, ours.preload, {
        group: ['node:*', 'electron'],
        message: 'The renderer reaches Node only through the bridge.',
      }),
    },
  },
  { files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.config.*'], languageOptions: { globals: globals.node } },
);
