import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('dependency direction (ARCHITECTURE.md)', () => {
  it('stops the renderer from importing the server or main', async () => {
    expect(await restrictedImports('src-renderer/src/x.ts', "import { buildApp } from '@server/app';\nexport { buildApp };\n")).toHaveLength(1);
    expect(await restrictedImports('src-renderer/src/x.ts', "import fs from 'node:fs';\nexport { fs };\n")).toHaveLength(1);
  });

  it('keeps src-shared free of our other parts and of Node', async () => {
    expect(await restrictedImports('src-shared/x.ts', "import { connect } from '../src-server/db/connect';\nexport { connect };\n")).toHaveLength(1);
    expect(await restrictedImports('src-shared/x.ts', "import path from 'node:path';\nexport { path };\n")).toHaveLength(1);
  });

  it('stops the server and the preload from importing main', async () => {
    expect(await restrictedImports('src-server/x.ts', "import { x } from '../src-main/index';\nexport { x };\n")).toHaveLength(1);
    expect(await restrictedImports('src-preload/x.ts', "import { buildApp } from '@server/app';\nexport { buildApp };\n")).toHaveLength(1);
  });

  it('allows the imports the architecture allows', async () => {
    expect(await restrictedImports('src-renderer/src/x.ts', "import { plans } from '@shared/plans/plans';\nexport { plans };\n")).toEqual([]);
    expect(await restrictedImports('src-main/x.ts', "import { buildApp } from '@server/app';\nexport { buildApp };\n")).toEqual([]);
  });
});
