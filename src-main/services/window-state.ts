import fs from 'node:fs';
import { z } from 'zod';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const defaultSize = { width: 1280, height: 800 };
export const minimumSize = { width: 360, height: 400 };

const savedWindow = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(minimumSize.width).max(20_000),
  height: z.number().int().min(minimumSize.height).max(20_000),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof savedWindow>;

export interface RestoredWindow {
  /** No x and y: let the system centre the window. */
  bounds: Partial<Rect> & { width: number; height: number };
  maximized: boolean;
}

// The strip a learner drags the window by must be reachable on some screen.
const grip = { width: 100, height: 40 };

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * Where the window opens: where it was, unless that place is on a screen that is gone (a laptop
 * undocked), in which case it opens centred, never larger than the largest screen.
 */
export function restoreWindow(saved: unknown, workAreas: readonly Rect[]): RestoredWindow {
  const parsed = savedWindow.safeParse(saved);
  if (!parsed.success) return { bounds: { ...defaultSize }, maximized: false };
  const { x, y, width, height, maximized } = parsed.data;
  const titleBar = { x, y, width, height: grip.height };
  const reachable = workAreas.some((area) => {
    const shared = overlap(titleBar, area);
    return shared.width >= grip.width && shared.height >= grip.height;
  });
  if (reachable) return { bounds: { x, y, width, height }, maximized };
  const largest = workAreas.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a), { x: 0, y: 0, ...defaultSize });
  return {
    bounds: { width: Math.min(width, largest.width), height: Math.min(height, largest.height) },
    maximized,
  };
}

export function readWindowState(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Synchronous: it runs as the window closes, and the app may quit right after. */
export function writeWindowState(file: string, state: WindowState): void {
  fs.writeFileSync(file, JSON.stringify(savedWindow.parse(state)));
}
