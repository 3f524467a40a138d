import { fromWorkerMessage, type ToWorkerMessage } from '@shared/offline/messages';
import { browserFamily, mainNoticeMs, mayReloadAutomatically, updatePolicy, type UpdatePolicy } from '@shared/offline/update-policy';
import { isDesktop } from '../../platform/platform';
import { setUpdateState, updateState } from './update-store';

/** sessionStorage: when this tab last reloaded by itself for an update (the loop guard's memory). */
const autoReloadKey = 'kodeshala:sw-auto-reload-at';
/** sessionStorage: the build this tab reloaded from, so the page after the reload can say it was updated. */
const updatedFromKey = 'kodeshala:sw-updated-from';

let started = false;
let applying = false;
/** The waiting worker already announced, so one new version makes one notice. */
let announced: ServiceWorker | null = null;
let reloading = false;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

function readNumber(key: string): number | null {
  const value = sessionStorage.getItem(key);
  return value === null ? null : Number(value);
}

function reloadFor(automatic: boolean): void {
  if (reloading) return;
  reloading = true;
  if (automatic) sessionStorage.setItem(autoReloadKey, String(Date.now()));
  sessionStorage.setItem(updatedFromKey, __BUILD_ID__);
  window.location.reload();
}

/** Reload now if this tab may do so by itself; otherwise offer the reload in the banner. */
function reloadOrOffer(policy: UpdatePolicy): void {
  if (policy.reloadAutomatically && mayReloadAutomatically(readNumber(autoReloadKey), Date.now())) reloadFor(true);
  else setUpdateState({ notice: { kind: 'available' } });
}

/** Activates the waiting version; the page reloads once it controls the page. */
export function applyUpdate(): void {
  clearTimeout(noticeTimer);
  const waiting = updateState().registration?.waiting;
  if (!waiting) {
    reloadFor(false);
    return;
  }
  applying = true;
  setUpdateState({ notice: null });
  waiting.postMessage({ type: 'SKIP_WAITING' } satisfies ToWorkerMessage);
}

export function postponeUpdate(): void {
  clearTimeout(noticeTimer);
  setUpdateState({ notice: null });
}

export function dismissNotice(): void {
  setUpdateState({ notice: null });
}

/** A new version finished installing and waits for this page to let it take over. */
function onWaiting(policy: UpdatePolicy, registration: ServiceWorkerRegistration): void {
  // The first worker of a first visit controls nothing yet: it is not an update.
  if (applying || !registration.waiting || !navigator.serviceWorker.controller || announced === registration.waiting) return;
  announced = registration.waiting;
  setUpdateState({});
  if (!policy.reloadAutomatically || !mayReloadAutomatically(readNumber(autoReloadKey), Date.now())) {
    setUpdateState({ notice: { kind: 'available' } });
    return;
  }
  setUpdateState({ notice: { kind: 'applying' } });
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => {
    sessionStorage.setItem(autoReloadKey, String(Date.now()));
    applyUpdate();
  }, mainNoticeMs);
}

function onWorkerMessage(policy: UpdatePolicy, data: unknown): void {
  const parsed = fromWorkerMessage.safeParse(data);
  if (!parsed.success) return;
  const message = parsed.data;
  if (message.type === 'SW_UPDATED') {
    setUpdateState({ workerVersion: message.version, lastMessage: message.message });
    return;
  }
  setUpdateState({ workerVersion: message.version });
  // A newer worker took this older page over (another tab applied it): its files may be gone from
  // the server, so the page must not go on loading chunks of its own build.
  if (message.type === 'SW_ACTIVATED' && message.action === 'updated' && message.version !== __BUILD_ID__ && !applying) reloadOrOffer(policy);
}

export async function checkForUpdates(): Promise<void> {
  const registration = updateState().registration;
  if (!registration || !navigator.onLine) return;
  setUpdateState({ lastCheckAt: Date.now() });
  try {
    await registration.update();
  } catch {
    // The server could not be reached; the next check tries again.
  }
  setUpdateState({});
}

/** Messages the active worker (CLEAR_CACHE, GET_VERSION); false when no worker controls this page. */
export function tellWorker(message: ToWorkerMessage): boolean {
  const worker = navigator.serviceWorker?.controller ?? updateState().registration?.active;
  if (!worker) return false;
  worker.postMessage(message);
  return true;
}

async function removeOtherRegistrations(): Promise<void> {
  const ours = new URL('/sw.js', window.location.origin).href;
  const scope = new URL('/', window.location.origin).href;
  for (const registration of await navigator.serviceWorker.getRegistrations()) {
    const script = (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL;
    if (registration.scope !== scope || (script !== undefined && script !== ours)) await registration.unregister();
  }
}

/**
 * product.md §3.2.8: registers /sw.js (scope /) in the web edition, looks for a new version every
 * 30 s and whenever the tab becomes visible (120 s on Firefox and Safari), and applies it after the
 * main notice, or offers it in the banner where reloads are not automatic.
 */
export async function startUpdateManager(): Promise<void> {
  if (started) return;
  started = true;
  const supported = 'serviceWorker' in navigator;
  const policy = updatePolicy({ desktop: isDesktop(), protocol: window.location.protocol, hostname: window.location.hostname, family: browserFamily(navigator.userAgent), supported });
  setUpdateState({ policy });
  if (!policy.register) return;

  const updatedFrom = sessionStorage.getItem(updatedFromKey);
  sessionStorage.removeItem(updatedFromKey);
  if (updatedFrom !== null && updatedFrom !== __BUILD_ID__) setUpdateState({ notice: { kind: 'updated', version: __BUILD_ID__ } });
  try {
    if (policy.removeOtherRegistrations) await removeOtherRegistrations();
    navigator.serviceWorker.addEventListener('message', (event) => onWorkerMessage(policy, event.data));
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      // The version this page asked for took over: load the page again from it, all of one build.
      if (applying) reloadFor(false);
      setUpdateState({});
    });
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    setUpdateState({ registration });
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      setUpdateState({});
      installing?.addEventListener('statechange', () => {
        setUpdateState({});
        if (installing.state === 'installed') onWaiting(policy, registration);
      });
    });
    // A version installed while no page of this tab was looking (a previous visit, another tab).
    onWaiting(policy, registration);
  } catch (error) {
    setUpdateState({ lastMessage: `The service worker could not be registered: ${error instanceof Error ? error.message : String(error)}` });
    return;
  }
  setInterval(() => void checkForUpdates(), policy.checkEveryMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForUpdates();
  });
  tellWorker({ type: 'GET_VERSION' });
}
