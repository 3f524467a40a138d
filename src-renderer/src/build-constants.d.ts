/** The product version from package.json, set by the Vite, electron-vite and Vitest configs. */
declare const __APP_VERSION__: string;
