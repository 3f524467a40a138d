import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The loopback sign-in peers approve whichever account a test set last, and spec files run in
 * parallel workers. A journey that sets an account and signs in with it takes its turn here, so
 * another file's journey cannot slip its account in between. The lock is a directory, which
 * `mkdir` creates atomically across processes.
 */
const lockDir = path.join(os.tmpdir(), `kodeshala-e2e-peer-turn-${process.env.PEER_CONTROL_PORT ?? 'default'}`);
const staleMs = 60_000;

export async function withPeerTurn<T>(journey: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      // A worker that died mid-turn must not block the run for good.
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleMs) fs.rmSync(lockDir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await journey();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
