import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsStore, settingsService } from './settings';

const dirs: string[] = [];
function store(): { store: SettingsStore; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-settings-'));
  dirs.push(dir);
  const file = path.join(dir, 'userData', 'settings.json');
  return { store: new SettingsStore(file), file };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SettingsStore', () => {
  it('starts with no first-run choice, the stable channel and no port', () => {
    expect(store().store.read()).toEqual({ betaChannel: false });
  });

  it('keeps the choice, the platform address (as its origin), the channel and the port in a file a new store reads back', () => {
    const { store: first, file } = store();
    first.update({ connection: { kind: 'platform', address: 'https://college.example/learn/' }, port: 24_123 });
    first.update({ betaChannel: true });
    expect(new SettingsStore(file).read()).toEqual({ connection: { kind: 'platform', address: 'https://college.example' }, betaChannel: true, port: 24_123 });
    expect(fs.readdirSync(path.dirname(file))).toEqual(['settings.json']);
  });

  it('refuses a bad value without touching the file', () => {
    const { store: settings, file } = store();
    settings.update({ connection: { kind: 'offline' } });
    const before = fs.readFileSync(file, 'utf8');
    expect(() => settings.update({ connection: { kind: 'platform', address: 'ftp://nowhere' } })).toThrow('Enter the platform’s address');
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  it('reads a damaged file as no settings, so the app still starts and asks again', () => {
    const { store: settings, file } = store();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{"connection": {"kind": "platf');
    expect(settings.read()).toEqual({ betaChannel: false });
    fs.writeFileSync(file, JSON.stringify({ connection: { kind: 'moon' } }));
    expect(settings.read()).toEqual({ betaChannel: false });
  });
});

describe('settingsService', () => {
  it('restarts the server only when the connection changes, and moves the update channel with the toggle', async () => {
    const { store: settingsStore, file } = store();
    const restarts: Array<string | undefined> = [];
    const channels: boolean[] = [];
    const service = settingsService({
      store: settingsStore,
      defaultPlatformAddress: 'https://learn.kodeshala.in',
      tokensAtRest: () => 'sealed',
      onConnectionChanged: async (settings) => void restarts.push(settings.connection?.kind),
      onBetaChannelChanged: async (beta) => void channels.push(beta),
    });
    expect(service.get()).toEqual({ connection: null, betaChannel: false, defaultPlatformAddress: 'https://learn.kodeshala.in', tokensAtRest: 'sealed' });
    await service.change({ connection: { kind: 'platform', address: 'https://college.example' } });
    await service.change({ connection: { kind: 'platform', address: 'https://college.example/' } });
    await service.change({ betaChannel: true });
    expect(await service.change({ connection: { kind: 'offline' } })).toEqual({ connection: { kind: 'offline' }, betaChannel: true, defaultPlatformAddress: 'https://learn.kodeshala.in', tokensAtRest: 'sealed' });
    expect(restarts).toEqual(['platform', 'offline']);
    expect(channels).toEqual([true]);
    expect(new SettingsStore(file).read().connection).toEqual({ kind: 'offline' });
  });
});
