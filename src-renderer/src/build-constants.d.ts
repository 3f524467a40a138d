/** The product version from package.json, set by the Vite, electron-vite and Vitest configs. */
declare const __APP_VERSION__: string;
/** This build of the web edition (version and build time, or KODESHALA_BUILD_ID): the service worker's version. */
declare const __BUILD_ID__: string;
