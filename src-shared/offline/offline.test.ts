import { describe, expect, it } from 'vitest';
import { withLessonsCompleted } from '../progress/offline-progress';
import { assetsCache, isOfflineReadablePath, lessonsCache, precacheName, savedLessonId, staleCacheNames } from './cache-names';
import { fromWorkerMessage, toWorkerMessage } from './messages';
import { fromEarlierEntry, progressWriteNames, queuedLessonIds } from './progress-outbox';
import { autoReloadSpacingMs, browserFamily, isLocalhost, mayReloadAutomatically, showsCacheDebugPanel, updatePolicy, type PageContext } from './update-policy';

const agents = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0 Mobile/15E148 Safari/604.1',
};

const page = (overrides: Partial<PageContext> = {}): PageContext => ({ desktop: false, protocol: 'https:', hostname: 'kodeshala.in', family: 'other', supported: true, ...overrides });

describe('the update manager policy', () => {
  it('tells Firefox and Safari from Chromium browsers, whose agents also say Safari', () => {
    expect(browserFamily(agents.chrome)).toBe('other');
    expect(browserFamily(agents.chromeAndroid)).toBe('other');
    expect(browserFamily(agents.edge)).toBe('other');
    expect(browserFamily(agents.iosChrome)).toBe('other');
    expect(browserFamily(agents.firefox)).toBe('firefox');
    expect(browserFamily(agents.safari)).toBe('safari');
  });

  it('checks every 30 s and reloads by itself in Chromium, every 120 s without reloads in Firefox and Safari', () => {
    expect(updatePolicy(page())).toEqual({ register: true, checkEveryMs: 30_000, reloadAutomatically: true, removeOtherRegistrations: true });
    for (const family of ['firefox', 'safari'] as const) {
      expect(updatePolicy(page({ family }))).toEqual({ register: true, checkEveryMs: 120_000, reloadAutomatically: false, removeOtherRegistrations: false });
    }
  });

  it('skips the worker on localhost for Firefox and Safari only', () => {
    expect(updatePolicy(page({ hostname: 'localhost', protocol: 'http:' })).register).toBe(true);
    expect(updatePolicy(page({ hostname: 'localhost', family: 'firefox' })).register).toBe(false);
    expect(updatePolicy(page({ hostname: '127.0.0.1', family: 'safari' })).register).toBe(false);
    expect(updatePolicy(page({ hostname: 'kodeshala.in', family: 'safari' })).register).toBe(true);
    expect(isLocalhost('app.localhost')).toBe(true);
    expect(isLocalhost('localhost.kodeshala.in')).toBe(false);
  });

  it('never registers in the desktop app, on its own protocol, or without worker support', () => {
    expect(updatePolicy(page({ desktop: true })).register).toBe(false);
    expect(updatePolicy(page({ protocol: 'file:' })).register).toBe(false);
    expect(updatePolicy(page({ protocol: 'app:' })).register).toBe(false);
    expect(updatePolicy(page({ supported: false })).register).toBe(false);
  });

  it('reloads by itself for an update at most once in ten minutes', () => {
    const now = 1_800_000_000_000;
    expect(mayReloadAutomatically(null, now)).toBe(true);
    expect(mayReloadAutomatically(now - 5_000, now)).toBe(false);
    expect(mayReloadAutomatically(now - autoReloadSpacingMs, now)).toBe(true);
    expect(mayReloadAutomatically(Number.NaN, now)).toBe(true);
    // A clock set back must not lock reloads out for good.
    expect(mayReloadAutomatically(now + 60_000, now)).toBe(true);
  });

  it('shows the cache debug panel only with debug=cache on screens at least 768 px wide', () => {
    expect(showsCacheDebugPanel('?debug=cache', 768)).toBe(true);
    expect(showsCacheDebugPanel('?lesson=a&debug=cache', 1280)).toBe(true);
    expect(showsCacheDebugPanel('?debug=cache', 767)).toBe(false);
    expect(showsCacheDebugPanel('?debug=caches', 1280)).toBe(false);
    expect(showsCacheDebugPanel('', 1280)).toBe(false);
  });
});

describe('the worker caches', () => {
  it('removes every cache that is not the current build’s', () => {
    const existing = [precacheName('0.1.0-a'), precacheName('0.1.0-b'), assetsCache, lessonsCache, 'workbox-precache-v2-https://kodeshala.in/'];
    expect(staleCacheNames(existing, precacheName('0.1.0-b'))).toEqual([precacheName('0.1.0-a'), 'workbox-precache-v2-https://kodeshala.in/']);
  });

  it('keeps the reads an opened lesson needs, and nothing else of the API', () => {
    for (const path of ['/api/courses', '/api/courses/python-basics', '/api/courses/python-basics/modules', '/api/modules/m1/content', '/api/lessons/l1']) {
      expect(isOfflineReadablePath(path)).toBe(true);
    }
    for (const path of ['/api/me', '/api/auth/refresh', '/api/progress/python-basics', '/api/lessons/l1/extra', '/courses/python-basics', '/api/search']) {
      expect(isOfflineReadablePath(path)).toBe(false);
    }
  });

  it('names the lesson a kept address holds, and no lesson for the other kept reads', () => {
    expect(savedLessonId('/api/lessons/py-numbers')).toBe('py-numbers');
    expect(savedLessonId('/api/lessons/a%20b')).toBe('a b');
    for (const path of ['/api/courses', '/api/courses/python-basics', '/api/modules/m1/content', '/api/lessons/l1/extra', '/api/lessons/', '/api/lessons/%E0']) {
      expect(savedLessonId(path)).toBeNull();
    }
  });

  it('reads only the messages of the protocol', () => {
    expect(toWorkerMessage.safeParse({ type: 'CLEAR_CACHE', scope: 'private' }).success).toBe(true);
    expect(toWorkerMessage.safeParse({ type: 'CLEAR_CACHE' }).success).toBe(false);
    expect(fromWorkerMessage.parse({ type: 'SW_ACTIVATED', version: '0.1.0-b', action: 'updated' })).toEqual({ type: 'SW_ACTIVATED', version: '0.1.0-b', action: 'updated' });
    expect(fromWorkerMessage.safeParse({ type: 'SW_UPDATED', version: 1 }).success).toBe(false);
  });
});

describe('progress made offline', () => {
  it('shows only the queued completions of the course complete, never a visit', () => {
    const queue = [
      fromEarlierEntry({ kind: 'complete', courseId: 'c', contentId: 'l1', at: 1 }, 'u', 'a-00000001', 'a-00000001'),
      fromEarlierEntry({ kind: 'visit', courseId: 'c', contentId: 'l2', at: 2 }, 'u', 'a-00000002', 'a-00000002'),
      fromEarlierEntry({ kind: 'complete', courseId: 'd', contentId: 'l3', at: 3 }, 'u', 'a-00000003', 'a-00000003'),
    ];
    expect(queuedLessonIds(queue, 'c')).toEqual(['l1']);
    expect(queuedLessonIds(queue, 'd')).toEqual(['l3']);
  });

  it('reads an entry kept before the one outbox under the names the outbox gives a new one, so the two fold', () => {
    const visit = { kind: 'visit', courseId: 'c', contentId: 'l2' } as const;
    const kept = fromEarlierEntry({ ...visit, at: 5 }, 'u', 'a-00000001', 'k-00000001');
    const names = progressWriteNames(visit);
    expect(kept).toEqual({ id: 'a-00000001', key: 'k-00000001', owner: 'u', route: names.route, entity: names.entity, at: 5, attempts: 0, notBefore: 0, payload: visit });
    expect(names).toMatchObject({ route: 'POST /api/progress/:courseId/visit', entity: '["c"]', address: '/api/progress/c/visit' });
    expect(progressWriteNames({ kind: 'complete', courseId: 'c', contentId: 'l2' }).entity).toBe('["c","l2"]');
  });

  it('shows queued lessons complete with the percent counted the server’s way', () => {
    const progress = {
      courseId: 'c',
      completedLessonIds: ['l1'],
      lastVisitedLessonId: 'l1',
      lastVisitedAt: null,
      quizSubmitted: false,
      answeredQuizBlockIds: [],
      totalLessons: 4,
      percent: 25,
    };
    expect(withLessonsCompleted(progress, ['l1', 'l2'])).toMatchObject({ completedLessonIds: ['l1', 'l2'], percent: 50 });
    expect(withLessonsCompleted(progress, ['l1'])).toBe(progress);
  });
});
