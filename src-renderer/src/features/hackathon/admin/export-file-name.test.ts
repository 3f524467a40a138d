import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('exportFileName', () => {
  const day = new Date('2025-09-20T10:00:00Z');

  it('names the detailed export for the registrations and the day', () => {
    expect(exportFileName('detailed', 'csv', day)).toBe('hackathon_registrations_2025-09-20.csv');
  });

  it('gives Excel its xlsx extension and names other kinds', () => {
    expect(exportFileName('analytics', 'excel', day)).toBe('hackathon_registrations_analytics_2025-09-20.xlsx');
    expect(exportFileName('participant-analytics', 'pdf', day)).toBe('hackathon_registrations_participant_analytics_2025-09-20.pdf');
  });
});
