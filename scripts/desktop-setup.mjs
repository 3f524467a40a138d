// For machines with internet access: fetches the Electron binary (skipped at `npm install` by
// "allowScripts"), rebuilds the native modules for Electron's ABI, builds and starts the app.
import { spawnSync } from 'node:child_process';

function step(label, command, args) {
  console.log(`\n> ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${label} failed. The desktop app needs internet access for this one-time setup.`);
    process.exit(result.status ?? 1);
  }
}

step('Downloading the Electron binary', process.execPath, ['node_modules/electron/install.js']);
step('Rebuilding better-sqlite3, argon2 and node-pty for Electron', 'npx', ['electron-builder', 'install-app-deps']);
step('Building main, preload and renderer', 'npx', ['electron-vite', 'build']);
step('Starting Kodeshala', 'npx', ['electron-vite', 'preview']);
