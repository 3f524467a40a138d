import { describe, expect, it } from 'vitest';
import { exportFileName, selectedIds } from './export-rules';

describe('export files', () => {
  it('names the file for the event, the type and the day in India, with the format’s extension', () => {
    expect(exportFileName('code-yuddh-2027', 'detailed', 'csv', new Date('2027-02-10T12:00:00Z'))).toBe('code-yuddh-2027-registrations-detailed-2027-02-10.csv');
    expect(exportFileName('code-yuddh-2027', 'analytics', 'excel', new Date('2027-02-10T12:00:00Z'))).toBe('code-yuddh-2027-registrations-analytics-2027-02-10.xlsx');
    // 20:00 UTC is already 01:30 the next day in Hyderabad.
    expect(exportFileName('code-yuddh-2027', 'participants', 'pdf', new Date('2027-02-10T20:00:00Z'))).toBe('code-yuddh-2027-registrations-participants-2027-02-11.pdf');
  });

  it('reads a selection as trimmed ids without blanks or repeats, in order', () => {
    expect(selectedIds(undefined)).toEqual([]);
    expect(selectedIds(' , ,')).toEqual([]);
    expect(selectedIds('HK27-B, HK27-A ,HK27-B,,')).toEqual(['HK27-B', 'HK27-A']);
  });
});
