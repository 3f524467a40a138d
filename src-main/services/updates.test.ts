import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { UpdateStatus } from '@shared/bridge';
// electron-updater's own HTTP base class (its dependency), for the Node seam below.
import { configureRequestOptions, configureRequestUrl, type DownloadOptions, HttpExecutor } from 'builder-util-runtime';
import { AppImageUpdater } from 'electron-updater';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import builderConfig from '../../electron-builder.json';
import { updateFeed } from './update-feed';
import { afterStart, UpdateService, updateMessages } from './updates';

/**
 * The seam: in Electron the updater talks through Electron's `app` and `net`. Here the same
 * electron-updater classes get a Node adapter and Node's http, and a loopback feed server holds
 * what electron-builder would publish.
 */
class NodeHttp extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    return http.request(options, callback);
  }

  /** As electron-updater's Electron executor downloads, over Node's http. */
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      const callback = (error: Error | null) => (error ? reject(error) : resolve(destination));
      this.doDownload(requestOptions, { destination, options, onCancel, callback, responseHandler: null }, 0);
    });
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-updates-'));
const appImage = randomBytes(300_000);
const sha512 = createHash('sha512').update(appImage).digest('base64');
const requests: string[] = [];

function channelFile(version: string): string {
  const file = `Kodeshala-${version}.AppImage`;
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${file}`,
    `    sha512: ${sha512}`,
    `    size: ${appImage.length}`,
    `path: ${file}`,
    `sha512: ${sha512}`,
    `releaseDate: '2026-11-20T10:00:00.000Z'`,
    '',
  ].join('\n');
}

const feed = http.createServer((request, response) => {
  const url = request.url ?? '';
  requests.push(url.split('?')[0] ?? url);
  if (url.startsWith('/latest-linux.yml')) return response.end(channelFile('0.2.0'));
  if (url.startsWith('/beta-linux.yml')) return response.end(channelFile('0.3.0-beta.1'));
  if (url.startsWith('/Kodeshala-')) {
    response.setHeader('content-length', appImage.length);
    return response.end(appImage);
  }
  response.statusCode = 404;
  response.end();
});
let feedUrl = '';
const previousAppImage = process.env.APPIMAGE;

beforeAll(async () => {
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
  // The AppImage runtime names the running image; the updater replaces that file.
  fs.writeFileSync(path.join(work, 'Kodeshala-old.AppImage'), 'old');
  process.env.APPIMAGE = path.join(work, 'Kodeshala-old.AppImage');
  // electron-builder writes this next to the packaged app.
  fs.writeFileSync(path.join(work, 'app-update.yml'), 'provider: generic\nurl: https://unused.invalid\nupdaterCacheDirName: kodeshala-updater\n');
});

afterAll(async () => {
  await new Promise((resolve) => feed.close(resolve));
  if (previousAppImage === undefined) delete process.env.APPIMAGE;
  else process.env.APPIMAGE = previousAppImage;
  fs.rmSync(work, { recursive: true, force: true });
});

function startApp(version: string) {
  const updater = new AppImageUpdater(null, {
    version,
    name: 'Kodeshala',
    isPackaged: true,
    appUpdateConfigPath: path.join(work, 'app-update.yml'),
    userDataPath: work,
    baseCachePath: path.join(work, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  });
  Object.assign(updater, { httpExecutor: new NodeHttp() });
  updater.logger = null;
  updater.setFeedURL({ provider: 'generic', url: feedUrl });
  const statuses: UpdateStatus[] = [];
  const service = new UpdateService(updater, {
    currentVersion: version,
    stateFile: path.join(work, 'update-state.json'),
    publish: (status) => statuses.push(status),
  });
  return { updater, service, statuses };
}

const stagedFile = path.join(work, 'cache', 'kodeshala-updater', 'pending', 'Kodeshala-0.2.0.AppImage');

describe('auto-update against a loopback feed', () => {
  it('finds the newer version, downloads it with progress and stages it for "Restart to update"', async () => {
    const { updater, service, statuses } = startApp('0.1.0');
    expect(() => service.restart()).toThrow(updateMessages.notReady);
    const status = await service.start();
    service.stop();

    expect(status).toMatchObject({ channel: 'stable', state: 'ready', version: '0.2.0', percent: 100 });
    expect(statuses.map((s) => s.state)).toEqual(expect.arrayContaining(['checking', 'downloading', 'ready']));
    expect(statuses.some((s) => s.state === 'downloading' && (s.percent ?? 0) > 0)).toBe(true);
    expect(fs.readFileSync(stagedFile).equals(appImage)).toBe(true);
    expect(requests).toContain('/latest-linux.yml');

    // No second check or download while an update waits for its restart.
    const before = requests.length;
    await expect(service.check()).resolves.toMatchObject({ state: 'ready' });
    expect(requests.length).toBe(before);

    const install = vi.spyOn(updater, 'quitAndInstall').mockImplementation(() => undefined);
    service.restart();
    expect(install).toHaveBeenCalledWith(false, true);
  });

  it('never loops: a version that stays uninstalled is offered once more, then blocked', async () => {
    // Second start, still 0.1.0: the installer did not run or failed. One more try.
    const second = startApp('0.1.0');
    await expect(second.service.start()).resolves.toMatchObject({ state: 'ready', version: '0.2.0' });
    second.service.stop();

    // Third start, still 0.1.0: blocked, and nothing is downloaded again.
    requests.length = 0;
    const third = startApp('0.1.0');
    const status = await third.service.start();
    third.service.stop();
    expect(status).toMatchObject({ state: 'blocked', version: '0.2.0', message: updateMessages.blocked('0.2.0') });
    expect(requests).toEqual(['/latest-linux.yml']);
    expect(() => third.service.restart()).toThrow(updateMessages.notReady);

    // Once the app is 0.2.0 the record is cleared and the feed's 0.2.0 is not newer.
    const updated = startApp('0.2.0');
    await expect(updated.service.start()).resolves.toMatchObject({ state: 'up-to-date' });
    updated.service.stop();
    expect(JSON.parse(fs.readFileSync(path.join(work, 'update-state.json'), 'utf8'))).toEqual({ channel: 'stable' });
  });

  it('follows the beta channel, and never downgrades when a beta user goes back to stable', async () => {
    requests.length = 0;
    const { service } = startApp('0.2.0');
    await service.start();
    await expect(service.setChannel('beta')).resolves.toMatchObject({ channel: 'beta', state: 'ready', version: '0.3.0-beta.1' });
    service.stop();
    expect(requests).toContain('/beta-linux.yml');

    const beta = startApp('0.3.0-beta.1');
    await expect(beta.service.start()).resolves.toMatchObject({ channel: 'beta', state: 'up-to-date' });
    await expect(beta.service.setChannel('stable')).resolves.toMatchObject({ channel: 'stable', state: 'up-to-date' });
    beta.service.stop();
  });

  it('reports a feed it cannot read as an error, not as up to date', async () => {
    const { updater, service } = startApp('0.1.0');
    updater.setFeedURL({ provider: 'generic', url: `${feedUrl}/missing` });
    const status = await service.start();
    service.stop();
    expect(status.state).toBe('error');
    expect(status.message).toMatch(/^Could not check for updates: /);
  });
});

describe('update rules', () => {
  it('takes its feed from electron-builder.json, filled in for this computer', () => {
    expect(updateFeed(builderConfig, 'linux', 'x64')).toEqual({ provider: 'generic', url: 'https://downloads.kodeshala.in/desktop/linux/x64' });
    expect(updateFeed(builderConfig, 'win32', 'arm64').url).toBe('https://downloads.kodeshala.in/desktop/win/arm64');
    expect(() => updateFeed({ publish: [{ provider: 'generic', url: 'http://plain.example/${os}' }] }, 'linux', 'x64')).toThrow();
  });

  it('counts the starts a staged version waits, and forgets it once installed', () => {
    expect(afterStart(undefined, '0.1.0')).toEqual({});
    expect(afterStart({ version: '0.2.0', starts: 0 }, '0.2.0')).toEqual({});
    expect(afterStart({ version: '0.2.0', starts: 0 }, '0.1.0')).toEqual({ staged: { version: '0.2.0', starts: 1 } });
    expect(afterStart({ version: '0.2.0', starts: 1 }, '0.1.0')).toEqual({ staged: { version: '0.2.0', starts: 2 }, blocked: '0.2.0' });
  });
});
