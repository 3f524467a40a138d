import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

/** React's entry points and the preact/compat modules that stand in for them in the renderer. */
const compat: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * The PDF engine renders through its own React reconciler, which needs React itself; the resume
 * document it draws is written for it. Both keep React, in the lazily loaded PDF chunk only.
 */
const keepsReact = /[\\/]node_modules[\\/]@react-pdf[\\/]|[\\/]src-shared[\\/]resume[\\/]pdf[\\/]/;

const standInFor = (source: string, importer: string | undefined): string | undefined =>
  importer && keepsReact.test(importer) ? undefined : compat[source];

/**
 * Every screen renders with Preact through preact/compat: the same components, hooks and Mantine,
 * about 59 KB gzipped less script than react-dom in each page's entry, and less of it to evaluate
 * before the first screen draws. The development server pre-bundles libraries with esbuild, which
 * never asks Vite's plugins, so the same rule is given to it too: Mantine and our screens must
 * share one Preact.
 */
export function preactCompat(): Plugin {
  const forDependencies: EsbuildPlugin = {
    name: 'kodeshala:preact-compat',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async ({ path, importer, kind, resolveDir }) => {
        const target = standInFor(path, importer);
        return target ? build.resolve(target, { kind, resolveDir }) : undefined;
      });
    },
  };
  return {
    name: 'kodeshala:preact-compat',
    enforce: 'pre',
    config: () => ({ optimizeDeps: { esbuildOptions: { plugins: [forDependencies] } } }),
    async resolveId(source, importer, options) {
      const target = standInFor(source, importer);
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
