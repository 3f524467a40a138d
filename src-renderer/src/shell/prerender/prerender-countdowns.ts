import { countdown, countdownUnits } from '@shared/hackathon/countdown';
import { countdownAttribute, countdownUnitAttribute } from '../../core/prerender/prerendered-page';

/**
 * Writes the time left into the countdowns of a page the server drew, which cannot carry the time
 * itself: the drawing is kept until its data changes. The figures go into attributes that CSS
 * shows, so the text React takes over is the text the server wrote. A countdown drawn for the time
 * before the start stays hidden once the event has begun, until the app says so in words. Answers
 * whether the page has any countdown to keep counting.
 */
export function showPrerenderedCountdowns(root: ParentNode, now: Date): boolean {
  const clocks = root.querySelectorAll<HTMLElement>(`[${countdownAttribute}]`);
  for (const clock of clocks) {
    const [startsAt = '', endsAt = ''] = (clock.getAttribute(countdownAttribute) ?? '').split(' ');
    const left = countdown(now, startsAt, endsAt);
    if (left.phase !== 'before-start') {
      clock.removeAttribute('data-counting');
      continue;
    }
    for (const unit of countdownUnits) {
      clock.querySelector(`[${countdownUnitAttribute}="${unit}"]`)?.setAttribute('data-value', String(left[unit]).padStart(2, '0'));
    }
    clock.setAttribute('data-counting', '');
  }
  return clocks.length > 0;
}
