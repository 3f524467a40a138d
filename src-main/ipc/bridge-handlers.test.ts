import { decodeBridgeMessage } from '@shared/bridge-message';
import { MessageError } from '@shared/i18n/messages';
import { playgroundMessageTable } from '@shared/playground/messages';
import { describe, expect, it } from 'vitest';
import { BridgeRefusal, bridgeEmitter, handleBridgeCall } from './bridge-handlers';
import { desktopHandlers, type DesktopServices } from './desktop-handlers';

const origin = 'http://127.0.0.1:5000';
const context = { senderId: 1 };
const handlers = desktopHandlers({
  version: '1.2.3',
  platform: () => ({ os: 'linux', arch: 'x64', serverUrl: origin, standalone: true }),
} as unknown as DesktopServices);

describe('handleBridgeCall', () => {
  it('answers a call from our own page with the service result', async () => {
    await expect(handleBridgeCall(handlers, 'app.getVersion', `${origin}/profile`, origin, [], context)).resolves.toBe('1.2.3');
    await expect(handleBridgeCall(handlers, 'platform.info', `${origin}/`, origin, [], context)).resolves.toMatchObject({ os: 'linux' });
  });

  it('refuses a call from a page of another origin', async () => {
    await expect(handleBridgeCall(handlers, 'app.getVersion', 'https://evil.example/', origin, [], context)).rejects.toBeInstanceOf(BridgeRefusal);
  });

  it('refuses unknown channels and unexpected arguments', async () => {
    await expect(handleBridgeCall(handlers, 'fs.readFile', `${origin}/`, origin, [], context)).rejects.toThrow('Unknown channel');
    await expect(handleBridgeCall(handlers, 'app.getVersion', `${origin}/`, origin, ['/etc/passwd'], context)).rejects.toThrow('Invalid arguments');
  });

  it("sends a refusal's message with its id and values, the only part of an error Electron passes on", async () => {
    const refusal = playgroundMessageTable.ref('folderExists', { name: 'demo' });
    const refusing = { ...handlers, 'app.getVersion': () => Promise.reject(new MessageError(refusal)) } as unknown as typeof handlers;
    const thrown: unknown = await handleBridgeCall(refusing, 'app.getVersion', `${origin}/`, origin, [], context).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Error);
    // As the page receives it from ipcRenderer.invoke.
    const received = `Error invoking remote method 'app.getVersion': Error: ${(thrown as Error).message}`;
    expect(decodeBridgeMessage(received)).toEqual(refusal);
  });

  it('refuses a service result that breaks the contract', async () => {
    const broken = { ...handlers, 'platform.info': () => ({ os: 'beos' }) } as unknown as typeof handlers;
    await expect(handleBridgeCall(broken, 'platform.info', `${origin}/`, origin, [], context)).rejects.toThrow();
  });
});

describe('bridgeEmitter', () => {
  it('sends only what the event contract allows', () => {
    const sent: unknown[] = [];
    const emit = bridgeEmitter((event, payload) => sent.push([event, payload]));
    emit('updates.status', { channel: 'stable', state: 'ready', version: '0.2.0' });
    expect(sent).toEqual([['updates.status', { channel: 'stable', state: 'ready', version: '0.2.0' }]]);
    expect(() => emit('updates.status', { channel: 'nightly', state: 'ready' } as never)).toThrow();
  });
});
