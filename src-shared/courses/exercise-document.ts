import { z } from 'zod';
import { maxExerciseChecks, type ExerciseCheck } from './blocks';

/** What the exercise page posts back to the reader: one flag per check, for the run named by token. */
export const exerciseResultType = 'kodeshala:exercise-result';
export const exerciseResult = z.object({
  type: z.literal(exerciseResultType),
  token: z.string().max(64),
  passed: z.array(z.boolean()).max(maxExerciseChecks),
});
export type ExerciseResult = z.infer<typeof exerciseResult>;

/**
 * Runs inside the sandboxed preview once the learner's page is parsed, and posts which checks pass.
 * It sits in the head, before the learner's markup, so an unclosed comment or tag cannot swallow it.
 * A style is compared as the browser computes it: the expected value is computed on a probe element
 * beside the one checked, so authors write `blue` or `2rem` and the page may write `#00f` or `32px`.
 */
const checker = `(function (checks, token) {
  var norm = function (s) { return String(s || '').replace(/\\s+/g, ' ').trim().toLowerCase(); };
  var styleMatches = function (el, property, value) {
    var actual = getComputedStyle(el).getPropertyValue(property);
    try {
      var probe = document.createElement(el.tagName);
      probe.style.setProperty(property, value);
      if (!probe.style.getPropertyValue(property) || !el.parentNode || el.parentNode === document) return norm(actual) === norm(value);
      el.parentNode.insertBefore(probe, el);
      var expected = getComputedStyle(probe).getPropertyValue(property);
      probe.remove();
      return norm(actual) === norm(expected);
    } catch (e) { return norm(actual) === norm(value); }
  };
  var passes = function (check) {
    var el;
    try { el = document.querySelector(check.selector); } catch (e) { return false; }
    if (!el) return false;
    if (check.text !== undefined) return norm(el.textContent).indexOf(norm(check.text)) >= 0;
    if (check.style) return styleMatches(el, check.style.property, check.style.value);
    if (check.attribute) {
      if (!el.hasAttribute(check.attribute.name)) return false;
      return check.attribute.value === undefined || el.getAttribute(check.attribute.name).trim() === check.attribute.value;
    }
    return true;
  };
  document.addEventListener('DOMContentLoaded', function () {
    var passed = checks.map(function (check) { try { return passes(check); } catch (e) { return false; } });
    parent.postMessage({ type: '${exerciseResultType}', token: token, passed: passed }, '*');
  });
})`;

// JSON inside a script element must not close it; \u003c reads back as '<'.
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The learner's page with the checker in front of it, as the sandboxed preview runs it. */
export function exerciseDocument(html: string, css: string, checks: readonly ExerciseCheck[], token: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<script>${checker}(${inlineJson(checks)}, ${inlineJson(token)});</script>`,
    `<style>${css}</style></head><body>${html}</body></html>`,
  ].join('');
}

/** The messages of the checks that do not pass yet, in the author's order. */
export const stillMissing = (checks: readonly ExerciseCheck[], passed: readonly boolean[]): string[] =>
  checks.filter((_, index) => passed[index] !== true).map((check) => check.message);
