import { describe, expect, it } from 'vitest';
import { emptyResume } from '../resume';
import { resumePdfLimits, resumeTextLength, surelyTooLong } from './limits';

describe('the resume PDF page cap, told before drawing', () => {
  it('counts every string the resume holds', () => {
    const resume = { ...emptyResume(), firstName: 'Asha', summary: 'x'.repeat(100) };
    expect(resumeTextLength(resume)).toBe(resumeTextLength(emptyResume()) + 104);
  });

  it('lets a resume of a few pages through and refuses one whose text fills far more than the cap', () => {
    const perPage = resumePdfLimits.charsPerPage;
    expect(surelyTooLong({ ...emptyResume(), summary: 'x'.repeat(2 * perPage) })).toBe(false);
    const long = { ...emptyResume(), summary: 'x'.repeat(2000) };
    const items = Array.from({ length: 30 }, (_, i) => ({ id: `e${i}`, jobTitle: 'Developer', company: 'Zoho', location: '', startDate: '', endDate: '', current: false, description: 'x'.repeat(3000) }));
    expect(surelyTooLong({ ...long, experiences: items })).toBe(true);
  });
});
