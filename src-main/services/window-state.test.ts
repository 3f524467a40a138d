import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWindowState, restoreWindow, writeWindowState } from './window-state';

const laptop = { x: 0, y: 0, width: 1920, height: 1040 };
const monitor = { x: 1920, y: 0, width: 2560, height: 1400 };

describe('window state', () => {
  it('reopens where it was, maximised or not', () => {
    const saved = { x: 2000, y: 100, width: 1400, height: 900, maximized: true };
    expect(restoreWindow(saved, [laptop, monitor])).toEqual({ bounds: { x: 2000, y: 100, width: 1400, height: 900 }, maximized: true });
  });

  it('opens centred on the screens there are when its place has gone', () => {
    const saved = { x: 2000, y: 100, width: 2400, height: 1300, maximized: false };
    expect(restoreWindow(saved, [laptop])).toEqual({ bounds: { width: 1920, height: 1040 }, maximized: false });
    // Only a sliver left on screen is not enough to grab it by.
    expect(restoreWindow({ ...saved, x: 1880 }, [laptop]).bounds.x).toBeUndefined();
  });

  it('starts at the default size without a saved state or with a broken one', () => {
    expect(restoreWindow(undefined, [laptop])).toEqual({ bounds: { width: 1280, height: 800 }, maximized: false });
    expect(restoreWindow({ x: 'left', width: 10 }, [laptop])).toEqual({ bounds: { width: 1280, height: 800 }, maximized: false });
  });

  it('keeps the state in a file between runs', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-window-')), 'window.json');
    expect(readWindowState(file)).toBeUndefined();
    const state = { x: 10, y: 20, width: 1000, height: 700, maximized: false };
    writeWindowState(file, state);
    expect(readWindowState(file)).toEqual(state);
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});
