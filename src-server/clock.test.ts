import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { createClock, systemClock } from './clock';

describe('the test clock seam', () => {
  it('is refused outside test mode, so a deployment never runs on a made-up date', () => {
    expect(() => loadConfig({ KODESHALA_TEST_CLOCK_FILE: '/tmp/x' }, '1')).toThrow(ConfigError);
    expect(() => loadConfig({ KODESHALA_TEST_CLOCK_FILE: '/tmp/x', NODE_ENV: 'production' }, '1')).toThrow(/KODESHALA_TEST_CLOCK_FILE/);
    expect(loadConfig({ KODESHALA_TEST_CLOCK_FILE: '/tmp/x', NODE_ENV: 'test' }, '1').testClockFile).toBe(path.resolve('/tmp/x'));
    expect(loadConfig({ KODESHALA_TEST_CLOCK_FILE: '/tmp/x', KODESHALA_TEST_MODE: '1' }, '1').testClockFile).toBe(path.resolve('/tmp/x'));
    expect(loadConfig({}, '1').testClockFile).toBeUndefined();
  });

  it('reads the file on every call and falls back to the real time when it is missing or not a date', () => {
    expect(createClock(undefined)).toBe(systemClock);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-clock-')), 'now');
    const clock = createClock(file);
    const before = Date.now();
    expect(clock().getTime()).toBeGreaterThanOrEqual(before);
    fs.writeFileSync(file, '2026-01-02T03:04:05.000Z');
    expect(clock().toISOString()).toBe('2026-01-02T03:04:05.000Z');
    fs.writeFileSync(file, 'not a date');
    expect(clock().getTime()).toBeGreaterThanOrEqual(before);
  });
});
