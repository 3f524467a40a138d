import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalSlugs } from '@shared/legal/legal-document';
import { notFoundScreen, screenFor, screens } from '@shared/routing/screens';

/**
 * The server lists a page's scripts from the screens table (src-shared/routing/screens.ts); the
 * router loads them from routes.tsx. A screen added to one and not the other would still work, only
 * slower, so nothing else would notice.
 */
const rendererDir = path.resolve(import.meta.dirname, '../../src-renderer');
const routesSource = fs.readFileSync(path.join(rendererDir, 'src/shell/routes.tsx'), 'utf8');
const moduleOf = (specifier: string) => `src/features/${specifier}.tsx`;

describe('the screens table', () => {
  it('names the modules the router loads, and each exists', () => {
    const loaded = new Set([...routesSource.matchAll(/import\('\.\.\/features\/([^']+)'\)/g)].map((match) => moduleOf(match[1] ?? '')));
    const listed = new Set([...screens, notFoundScreen].map((screen) => screen.module));
    expect([...listed].sort()).toEqual([...loaded].sort());
    for (const module of listed) expect(fs.existsSync(path.join(rendererDir, module)), module).toBe(true);
  });

  it('has every path the router has, each with the module the router loads for it', () => {
    for (const match of routesSource.matchAll(/lazyPage\('([^']+)', async \(\) => \(await import\('\.\.\/features\/([^']+)'\)\)/g)) {
      const [, route = '', specifier = ''] = match;
      expect(route === '*' ? notFoundScreen.module : screenFor(route).module, route).toBe(moduleOf(specifier));
    }
    const legalPaths = new Set(legalSlugs.map((slug) => `/${slug}`));
    for (const screen of screens.filter((entry) => !legalPaths.has(entry.path))) expect(routesSource, screen.path).toContain(`'${screen.path}'`);
  });
});
