import { describe, expect, it } from 'vitest';
import { BridgeRefusal, type BridgeHandlers, handleBridgeCall } from './bridge-handlers';

const origin = 'http://127.0.0.1:5000';
const handlers: BridgeHandlers = {
  'app.getVersion': () => '1.2.3',
  'platform.info': () => ({ os: 'linux', arch: 'x64', serverUrl: origin, standalone: true }),
};

describe('handleBridgeCall', () => {
  it('answers a call from our own page with the service result', async () => {
    await expect(handleBridgeCall(handlers, 'app.getVersion', `${origin}/profile`, origin, [])).resolves.toBe('1.2.3');
    await expect(handleBridgeCall(handlers, 'platform.info', `${origin}/`, origin, [])).resolves.toMatchObject({ os: 'linux' });
  });

  it('refuses a call from a page of another origin', async () => {
    await expect(handleBridgeCall(handlers, 'app.getVersion', 'https://evil.example/', origin, [])).rejects.toBeInstanceOf(BridgeRefusal);
  });

  it('refuses unknown channels and unexpected arguments', async () => {
    await expect(handleBridgeCall(handlers, 'fs.readFile', `${origin}/`, origin, [])).rejects.toThrow('Unknown channel');
    await expect(handleBridgeCall(handlers, 'app.getVersion', `${origin}/`, origin, ['/etc/passwd'])).rejects.toThrow('Invalid arguments');
  });

  it('refuses a service result that breaks the contract', async () => {
    const broken = { ...handlers, 'platform.info': () => ({ os: 'beos' }) } as unknown as BridgeHandlers;
    await expect(handleBridgeCall(broken, 'platform.info', `${origin}/`, origin, [])).rejects.toThrow();
  });
});
