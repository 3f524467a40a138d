import type { Page } from '@playwright/test';
import { handleBridgeCall, type BridgeHandlers } from '../../src-main/ipc/bridge-handlers';

/** What main sends the page; a `test.` event is the test's own record and never reaches the page. */
export interface BridgeEvent {
  event: string;
  payload: unknown;
}

/**
 * Electron cannot run here: the page gets a stand-in for the preload's `window.kodeshala` whose
 * calls travel as `/__bridge/*` requests, answered with main's own handlers, and whose events are
 * fetched from `events` (taken out as they are delivered; the `test.` ones stay for the test).
 */
export async function useDesktopBridge(page: Page, handlers: BridgeHandlers, origin: string, events: BridgeEvent[]): Promise<void> {
  await page.route('**/__bridge/**', async (route) => {
    const request = route.request();
    if (new URL(request.url()).pathname === '/__bridge/events') {
      const pending = events.filter((e) => !e.event.startsWith('test.'));
      events.splice(0, events.length, ...events.filter((e) => e.event.startsWith('test.')));
      return route.fulfill({ json: pending });
    }
    const { channel, args } = request.postDataJSON() as { channel: string; args: unknown[] };
    try {
      const result = await handleBridgeCall(handlers, channel, request.frame().url(), origin, args, { senderId: 1 });
      await route.fulfill({ json: { result: result ?? null } });
    } catch (error) {
      await route.fulfill({ status: 500, json: { error: error instanceof Error ? error.message : String(error) } });
    }
  });

  await page.addInitScript(() => {
    const listeners = new Map<string, Set<(payload: unknown) => void>>();
    const call =
      (channel: string) =>
      async (...args: unknown[]) => {
        const response = await fetch('/__bridge/call', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channel, args }) });
        const body = (await response.json()) as { result?: unknown; error?: string };
        // As Electron words a rejected invoke.
        if (!response.ok) throw new Error(`Error invoking remote method '${channel}': Error: ${body.error ?? ''}`);
        return body.result;
      };
    const listen = (event: string) => (listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => void set.delete(listener);
    };
    setInterval(() => {
      void fetch('/__bridge/events')
        .then((response) => response.json() as Promise<BridgeEvent[]>)
        .then((pending) => pending.forEach(({ event, payload }) => listeners.get(event)?.forEach((listener) => listener(payload))))
        .catch(() => undefined);
    }, 150);
    Object.assign(window, {
      kodeshala: {
        app: { getVersion: call('app.getVersion') },
        platform: { info: call('platform.info') },
        folders: { open: call('folders.open'), create: call('folders.create'), save: call('folders.save'), read: call('folders.read'), close: call('folders.close'), reveal: call('folders.reveal'), onChanged: listen('folders.changed') },
        workspaceCopies: { link: call('workspaceCopies.link'), open: call('workspaceCopies.open'), unlink: call('workspaceCopies.unlink') },
        terminal: { open: call('terminal.open'), write: call('terminal.write'), resize: call('terminal.resize'), close: call('terminal.close'), onData: listen('terminal.data'), onExit: listen('terminal.exit') },
        updates: { status: call('updates.status'), check: call('updates.check'), setChannel: call('updates.setChannel'), restart: call('updates.restart'), onStatus: listen('updates.status') },
        resume: { savePdf: call('resume.savePdf') },
        settings: { get: call('settings.get'), change: call('settings.change') },
      },
    });
  });
}
