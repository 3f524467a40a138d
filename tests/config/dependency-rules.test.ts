import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rules of eslint.config.js that keep the layers apart. */
const layeringRules = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-nodejs-modules',
  'import-x/no-unresolved',
  'no-restricted-imports',
  'no-restricted-syntax',
]);

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && layeringRules.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('dependency direction (ARCHITECTURE.md)', () => {
  // The first lint loads every plugin and the type-aware resolver: seconds on a busy machine, so it happens once here.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: `${root}/src-renderer/src/warm-up.ts` });
  }, 120_000);

  it.each([
    ["import { buildApp } from '@server/app';\nexport { buildApp };\n"],
    ["export const app = await import('@server/app');\n"],
    ["export const app = await import('../../src-server/app');\n"],
    ["export { buildApp } from '../../src-server/app';\n"],
    ["import fs from 'node:fs';\nexport { fs };\n"],
    ["import os from 'os';\nexport { os };\n"],
    ["export const os = await import('os');\n"],
    ["import Database from 'better-sqlite3';\nexport { Database };\n"],
    ["export const sqlite = await import('better-sqlite3');\n"],
    ["import { Kysely } from 'kysely';\nexport { Kysely };\n"],
    ["import { ipcRenderer } from 'electron';\nexport { ipcRenderer };\n"],
  ])('stops the renderer from reaching the server, Node or a server-only package: %s', async (code) => {
    expect(await refusals('src-renderer/src/x.ts', code)).toHaveLength(1);
  });

  it.each([
    ["import crypto from 'crypto';\nexport { crypto };\n"],
    ["import { randomUUID } from 'node:crypto';\nexport { randomUUID };\n"],
    ["import os from 'os';\nexport { os };\n"],
    ["export const os = await import('os');\n"],
    ["import path from 'node:path';\nexport { path };\n"],
    ["import { Kysely } from 'kysely';\nexport { Kysely };\n"],
    ["export const kysely = await import('kysely');\n"],
    ["export { sql } from 'kysely';\n"],
    ["import { useState } from 'react';\nexport { useState };\n"],
    ["import { it } from 'vitest';\nexport { it };\n"],
    ["import leftPad from 'left-pad-that-is-not-installed';\nexport { leftPad };\n"],
    ["import { connect } from '../src-server/db/connect';\nexport { connect };\n"],
    ["export const db = await import('../src-server/db/connect');\n"],
    ["import { plans } from '@shared/plans/plans';\nexport { plans };\n"],
  ])('keeps src-shared to itself and its allow-listed packages: %s', async (code) => {
    expect(await refusals('src-shared/x.ts', code)).toHaveLength(1);
  });

  it('lets only the resume PDF templates in src-shared draw with react-pdf, and nothing else there', async () => {
    expect(await refusals('src-shared/resume/x.ts', "import { Document } from '@react-pdf/renderer';\nexport { Document };\n")).toHaveLength(1);
    expect(await refusals('src-shared/resume/pdf/x.tsx', "import { Kysely } from 'kysely';\nexport { Kysely };\n")).toHaveLength(1);
    expect(await refusals('src-shared/resume/pdf/x.tsx', "import fs from 'node:fs';\nexport { fs };\n")).toHaveLength(1);
  });

  it('refuses an import whose module name the rules cannot read', async () => {
    expect(await refusals('src-shared/x.ts', "const name = 'os';\nexport const os = await import(name);\n")).toHaveLength(1);
    expect(await refusals('src-renderer/src/x.ts', "const name = 'fs';\nexport const fs = await import(`node:${name}`);\n")).toHaveLength(1);
  });

  it('stops the server and the preload from importing main, and the preload from importing the server', async () => {
    expect(await refusals('src-server/x.ts', "import { x } from '../src-main/index';\nexport { x };\n")).toHaveLength(1);
    expect(await refusals('src-preload/x.ts', "import { buildApp } from '@server/app';\nexport { buildApp };\n")).toHaveLength(1);
  });

  it.each([
    ['src-renderer/src/core/x.ts', "import { useAuth } from '../features/auth/auth-context';\nexport { useAuth };\n"],
    ['src-renderer/src/core/forms/x.ts', "import { useAuth } from '@renderer/features/auth/auth-context';\nexport { useAuth };\n"],
    ['src-renderer/src/core/x.ts', "export const routes = await import('../shell/routes');\n"],
    ['src-renderer/src/core/x.ts', "export { App } from '../shell/App';\n"],
    ['src-renderer/src/features/home/x.ts', "import { routes } from '../../shell/routes';\nexport { routes };\n"],
    ['src-renderer/src/features/home/x.ts', "export const app = await import('@renderer/shell/App');\n"],
    ['src-renderer/src/api/x.ts', "import { useAuth } from '../features/auth/auth-context';\nexport { useAuth };\n"],
    ['src-renderer/src/platform/x.ts', "export { routes } from '../shell/routes';\n"],
  ])('stops a renderer layer from importing one above it: %s %s', async (file, code) => {
    expect(await refusals(file, code)).toHaveLength(1);
  });

  it('lets each renderer layer import the layers below it and its own', async () => {
    expect(
      await refusals('src-renderer/src/shell/x.ts', "import { useAuth } from '../features/auth/auth-context';\nimport { defineTexts } from '../core/i18n';\nimport { routes } from './routes';\nexport { useAuth, defineTexts, routes };\n"),
    ).toEqual([]);
    expect(
      await refusals('src-renderer/src/features/home/x.ts', "import { useAuth } from '../auth/auth-context';\nimport { useFormats } from '@renderer/core/format';\nimport { api } from '../../api/client';\nexport { useAuth, useFormats, api };\n"),
    ).toEqual([]);
    expect(await refusals('src-renderer/src/core/x.ts', "import { ApiError } from '../api/api-error';\nimport { notify } from './notifications/notify';\nexport { ApiError, notify };\n")).toEqual([]);
  });

  it('lets the server read now only through its clock, a date from a value and a duration still allowed', async () => {
    for (const code of ['export const at = new Date();\n', 'export const ms = Date.now();\n', 'export const read = (now: () => number = Date.now) => now();\n']) {
      expect(await refusals('src-server/courses/x.ts', code), code).toHaveLength(1);
    }
    expect(await refusals('src-server/clock.ts', 'export const ms = Date.now();\n')).toEqual([]);
    expect(await refusals('src-server/db/migrations/0099_x.ts', 'export const at = new Date();\n')).toEqual([]);
    expect(await refusals('src-server/courses/x.ts', "export const at = new Date('2026-01-01T00:00:00Z');\nexport const since = performance.now();\n")).toEqual([]);
  });

  it('allows the imports the architecture allows', async () => {
    expect(
      await refusals(
        'src-renderer/src/x.ts',
        "import { plans } from '@shared/plans/plans';\nimport { z } from 'zod';\nimport { Button } from '@mantine/core';\nexport const prism = await import('prismjs');\nexport { plans, z, Button };\n",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'src-shared/x.ts',
        "import { z } from 'zod';\nimport { parse } from 'acorn';\nimport { simple } from 'acorn-walk';\nimport MagicString from 'magic-string';\nimport { plans } from './plans/plans';\nexport const errors = await import('./errors');\nexport { z, parse, simple, MagicString, plans };\n",
      ),
    ).toEqual([]);
    expect(await refusals('src-shared/x.test.ts', "import { it } from 'vitest';\nexport { it };\n")).toEqual([]);
    expect(
      await refusals('src-shared/resume/pdf/x.tsx', "import { useMemo } from 'react';\nimport { Document } from '@react-pdf/renderer';\nimport { z } from 'zod';\nexport { useMemo, Document, z };\n"),
    ).toEqual([]);
    expect(await refusals('src-renderer/src/x.ts', "export const pdf = await import('@shared/resume/pdf/render');\nexport const reactPdf = await import('@react-pdf/renderer');\n")).toEqual([]);
    expect(await refusals('src-main/x.ts', "import { buildApp } from '@server/app';\nimport os from 'node:os';\nexport { buildApp, os };\n")).toEqual([]);
    expect(await refusals('src-server/x.ts', "import { Kysely } from 'kysely';\nexport const crypto = await import('node:crypto');\nexport { Kysely };\n")).toEqual([]);
  });
});
