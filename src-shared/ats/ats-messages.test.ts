import { describe, expect, it } from 'vitest';
import { atsMessages } from './messages';
import { atsLimits } from './rules';

describe('the ATS messages', () => {
  it('name the limits the checker applies', () => {
    expect(atsMessages.jobDescriptionLong).toContain(` ${atsLimits.jobDescriptionMax.toLocaleString('en-IN')} characters`);
    expect(atsMessages.tooManyPages).toContain(`more than ${atsLimits.pdfPages} pages`);
  });
});
