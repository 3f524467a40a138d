import { describe, expect, it } from 'vitest';
import { conflictPreviews } from './SyncPage';

describe('conflictPreviews', () => {
  it('shows only the fields two records differ in, leaving out the stamp', () => {
    const previews = conflictPreviews(
      { firstName: 'Asha', summary: 'Changed on the train.', updatedAt: '2026-12-06T10:00:00Z' },
      { firstName: 'Asha', summary: 'Changed on the laptop.', updatedAt: '2026-12-06T11:00:00Z' },
    );
    expect(JSON.parse(previews.mine)).toEqual({ summary: 'Changed on the train.' });
    expect(JSON.parse(previews.server)).toEqual({ summary: 'Changed on the laptop.' });
  });

  it('names a field one copy lacks, and shows anything but two records whole', () => {
    expect(JSON.parse(conflictPreviews({ a: 1 }, { a: 1, b: 2 }).mine)).toEqual({ b: null });
    expect(conflictPreviews(['x'], 'y')).toEqual({ mine: '[\n  "x"\n]', server: '"y"' });
  });
});
