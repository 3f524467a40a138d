import type { RunPlacement } from '../api/runner';

/** The platform server itself, the desktop app on its own, or the desktop app signed in to a platform server. */
export type RunnerMode = 'server' | 'standalone' | 'sync';

/** What the playground says of a language: it runs here, on the platform server when online, or needs an install. */
export function placeLanguage(installedHere: boolean, mode: RunnerMode): RunPlacement {
  if (installedHere || mode === 'server') return 'here';
  return mode === 'sync' ? 'platform' : 'install';
}

/**
 * Where one run goes. Signed in to a platform server, its runner comes first (the learner's
 * account, limits and toolchains are the same on every computer); this computer's toolchain
 * runs it when the platform does not answer. On its own, the desktop runs only what is installed.
 */
export function chooseRunner(mode: RunnerMode, platformReachable: boolean, installedHere: boolean): 'platform' | 'local' | 'none' {
  if (mode === 'sync' && platformReachable) return 'platform';
  return installedHere ? 'local' : 'none';
}
