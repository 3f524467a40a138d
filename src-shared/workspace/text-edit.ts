import { type TextChange, textChange } from './text-change';

/**
 * The change that carries an edit made elsewhere (`base` became `next`, say in another editor on
 * the disk) into `current`, which has moved on from `base` on its own (a member's edit arrived
 * meanwhile). Both are reduced to the one span each touched (`textChange`); when the spans do not
 * overlap the edit moves by what `current` inserted before it, so both edits survive. When they
 * overlap, the union of the two spans takes `next`'s text: one side of a line both rewrote wins,
 * never a conflict to settle. Undefined when `next` changes nothing of `base`.
 */
export function rebaseChange(base: string, current: string, next: string): TextChange | undefined {
  const theirs = textChange(base, next);
  if (!theirs) return undefined;
  const mine = textChange(base, current);
  if (!mine) return theirs;
  const mineEnd = mine.index + mine.remove;
  const theirsEnd = theirs.index + theirs.remove;
  const shift = mine.insert.length - mine.remove;
  if (mineEnd <= theirs.index) return { ...theirs, index: theirs.index + shift };
  if (theirsEnd <= mine.index) return theirs;
  const start = Math.min(mine.index, theirs.index);
  const end = Math.max(mineEnd, theirsEnd);
  return { index: start, remove: end + shift - start, insert: next.slice(start, end + theirs.insert.length - theirs.remove) };
}

/** The text with the change made. */
export function applyChange(text: string, change: TextChange | undefined): string {
  return change ? text.slice(0, change.index) + change.insert + text.slice(change.index + change.remove) : text;
}
