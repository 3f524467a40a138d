import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface BuilderConfig {
  appId: string;
  productName: string;
  directories: { buildResources: string };
  files: string[];
  extraResources: Array<{ from: string; to: string }>;
  linux: { target: string[]; icon: string };
  win: { target: string[]; icon: string };
  mac: { target: Array<{ target: string; arch: string[] }>; icon: string; hardenedRuntime: boolean; notarize: boolean };
  deb: { depends: string[] };
  electronFuses: Record<string, boolean>;
  publish: Array<{ provider: string; url: string }>;
}

const config = readJson('electron-builder.json') as BuilderConfig;

describe('electron-builder configuration', () => {
  it("passes electron-builder's own JSON schema", () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    // "$schema" points editors at the schema; electron-builder ignores it, the schema does not list it.
    const withoutSchemaPointer = Object.fromEntries(Object.entries(config).filter(([key]) => key !== '$schema'));
    const validate = ajv.compile(readJson('node_modules/app-builder-lib/scheme.json') as object);
    expect(validate(withoutSchemaPointer), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('targets AppImage and deb, NSIS and dmg, with an app id and update feed', () => {
    expect(config.appId).toBe('in.kodeshala.desktop');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual([{ target: 'dmg', arch: ['x64', 'arm64'] }]);
    expect(config.publish[0]?.url).toMatch(/^https:\/\//);
  });

  it('points at icons that exist in build/ and packs the seed resources', () => {
    expect(config.directories.buildResources).toBe('build');
    for (const icon of [config.win.icon, config.mac.icon, path.join(config.linux.icon, '512x512.png')]) {
      expect(fs.existsSync(path.join(root, icon)), icon).toBe(true);
    }
    expect(config.extraResources).toContainEqual(expect.objectContaining({ from: 'resources', to: 'resources' }));
    expect(config.files).toContain('out/**/*');
  });

  it("leaves out the web edition's builds, which the desktop app never loads", () => {
    // The embedded server serves out/renderer; out/web, its prerenderer (Monaco and the PDF engine
    // among its chunks) and the server bundle are what a web build on the same checkout left there.
    for (const webOnly of ['out/web', 'out/web-prerender', 'out/server', 'out/lighthouse']) {
      expect(config.files, webOnly).toContain(`!${webOnly}/**`);
    }
  });

  it('packages with the fuses that stop the app being used as a Node runtime or debugged into', () => {
    // The server runs in a utility process, which needs no RunAsNode (child_process.fork would).
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    });
  });

  it("adds bubblewrap to the .deb's dependencies without dropping the ones Electron needs", () => {
    // electron-builder's own default list, read from its source: setting depends replaces it.
    const fpm = fs.readFileSync(path.join(root, 'node_modules/app-builder-lib/out/targets/FpmTarget.js'), 'utf8');
    const defaults = JSON.parse(/return (\["libgtk-3-0"[^\]]*\])/.exec(fpm)?.[1] ?? '[]') as string[];
    expect(defaults.length).toBeGreaterThan(5);
    expect(config.deb.depends).toEqual([...defaults, 'bubblewrap']);
  });

  it('signs and notarizes on macOS from the standard environment variables, with no secret in the file', () => {
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.mac.notarize).toBe(true);
    const text = fs.readFileSync(path.join(root, 'electron-builder.json'), 'utf8');
    expect(text).not.toMatch(/CSC_|APPLE_|password|certificateFile/i);
  });

  it('keeps electron and electron-builder as dev dependencies and never runs the Electron download at install', () => {
    const pkg = readJson('package.json') as {
      main: string;
      devDependencies: Record<string, string>;
      dependencies: Record<string, string>;
      allowScripts: Record<string, boolean>;
    };
    expect(pkg.devDependencies.electron).toBeDefined();
    expect(pkg.devDependencies['electron-builder']).toBeDefined();
    expect(pkg.dependencies.electron).toBeUndefined();
    expect(pkg.allowScripts.electron).toBe(false);
    expect(pkg.allowScripts['better-sqlite3']).toBe(true);
    expect(pkg.main).toBe('out/main/index.js');
  });
});
