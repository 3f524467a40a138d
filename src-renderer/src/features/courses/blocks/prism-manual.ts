/**
 * Read by Prism's core as it loads: it must not walk the page on its own to colour every
 * `language-*` element it finds (React owns that DOM), nor listen for worker messages.
 */
(globalThis as { Prism?: unknown }).Prism = { manual: true, disableWorkerMessageHandler: true };
