import { extensionOf, type PlaygroundFileShape } from './files';
import { guardLoops, loopGuardName, loopGuardRuntime } from './loop-guard';

/** Messages the preview frame posts to the playground. */
export const previewConsoleType = 'kodeshala:console';
export type PreviewConsoleLevel = 'log' | 'info' | 'warn' | 'error';

/** A loop that runs this long without letting the page breathe is taken for an infinite loop. */
export const loopBudgetMs = 1000;

/**
 * Runs first inside the preview: forwards console calls and uncaught errors to the playground's
 * console panel, and defines the loop guard that guardLoops() puts into every loop.
 */
const bootstrap = `(function () {
  var send = function (level, args) {
    var text = Array.prototype.map.call(args, function (value) {
      if (typeof value === 'string') return value;
      if (value instanceof Error) return value.name + ': ' + value.message;
      try { var json = JSON.stringify(value); return json === undefined ? String(value) : json; } catch (e) { return String(value); }
    }).join(' ');
    parent.postMessage({ type: '${previewConsoleType}', level: level, text: text }, '*');
  };
  ['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
    var original = console[level];
    console[level] = function () { send(level === 'debug' ? 'log' : level, arguments); return original.apply(console, arguments); };
  });
  addEventListener('error', function (event) { send('error', [event.message + (event.lineno ? ' (line ' + event.lineno + ')' : '')]); });
  addEventListener('unhandledrejection', function (event) { send('error', ['Unhandled promise rejection: ' + (event.reason && event.reason.message || event.reason)]); });
  window.${loopGuardName} = ${loopGuardRuntime(loopBudgetMs)};
})();`;

const isCss = (f: PlaygroundFileShape) => extensionOf(f.name) === 'css';
const isJs = (f: PlaygroundFileShape) => ['js', 'mjs'].includes(extensionOf(f.name));
const isHtml = (f: PlaygroundFileShape) => ['html', 'htm'].includes(extensionOf(f.name));

/** The page the preview shows: index.html first, else the first HTML file. */
export function previewEntry(files: readonly PlaygroundFileShape[], active?: string): PlaygroundFileShape | undefined {
  const activeFile = files.find((f) => f.name === active && isHtml(f));
  return activeFile ?? files.find((f) => f.name.toLowerCase() === 'index.html') ?? files.find(isHtml);
}

// Inlined text must not close the element it sits in.
const inlineScript = (code: string) => code.replace(/<\/script/gi, '<\\/script');
const inlineStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');
const referenced = (ref: string) => ref.replace(/^\.\//, '').split(/[?#]/)[0] ?? '';

/**
 * One self-contained document from the project: stylesheets and scripts the HTML links to are
 * inlined (the preview has no network) and loops are guarded. CSS files the HTML does not link are
 * added too, as learners expect from a playground; scripts run only when the HTML asks for them,
 * so a Node program beside the page (main.js) is not run in the browser. Undefined without HTML.
 */
export function buildPreviewDocument(files: readonly PlaygroundFileShape[], active?: string): string | undefined {
  const entry = previewEntry(files, active);
  if (!entry) return undefined;
  const byName = new Map(files.map((f) => [f.name, f]));
  const used = new Set<string>();

  let html = entry.content.replace(/<link\b[^>]*>/gi, (tag) => {
    const href = /\bhref\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const file = href ? byName.get(referenced(href)) : undefined;
    if (!file || !isCss(file)) return tag;
    used.add(file.name);
    return `<style data-file="${file.name}">${inlineStyle(file.content)}</style>`;
  });
  html = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, (tag, attributes: string, body: string) => {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) return tag;
    const keep = type === 'module' ? ' type="module"' : '';
    if (!src) return `<script${keep}>${inlineScript(guardLoops(body))}</script>`;
    const file = byName.get(referenced(src));
    if (!file || !isJs(file)) return tag;
    used.add(file.name);
    return `<script${keep} data-file="${file.name}">${inlineScript(guardLoops(file.content))}</script>`;
  });

  const extraCss = files.filter((f) => isCss(f) && !used.has(f.name)).map((f) => `<style data-file="${f.name}">${inlineStyle(f.content)}</style>`).join('');
  const head = `<script>${bootstrap}</script>${extraCss}`;

  const headOpen = /<head\b[^>]*>/i.exec(html);
  if (headOpen) html = html.slice(0, headOpen.index + headOpen[0].length) + head + html.slice(headOpen.index + headOpen[0].length);
  else {
    const afterPrologue = /^\s*(<!doctype[^>]*>)?\s*(<html\b[^>]*>)?/i.exec(html)?.[0].length ?? 0;
    html = html.slice(0, afterPrologue) + head + html.slice(afterPrologue);
  }
  return html;
}

/** The project's script files that the preview page loads (Run on one of them shows the preview). */
export function previewScripts(files: readonly PlaygroundFileShape[], active?: string): string[] {
  const entry = previewEntry(files, active);
  if (!entry) return [];
  const names = new Set(files.filter(isJs).map((f) => f.name));
  const found: string[] = [];
  for (const match of entry.content.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)/gi)) {
    const name = referenced(match[1] ?? '');
    if (names.has(name)) found.push(name);
  }
  return found;
}
