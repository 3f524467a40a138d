import { describe, expect, it } from 'vitest';
import { canOrganise } from './admin-access';

describe('canOrganise', () => {
  it('lets organisers and admins in', () => {
    expect(canOrganise(['learner', 'organiser'])).toBe(true);
    expect(canOrganise(['admin'])).toBe(true);
  });

  it('keeps a learner or a signed-out visitor out', () => {
    expect(canOrganise(['learner'])).toBe(false);
    expect(canOrganise([])).toBe(false);
    expect(canOrganise(undefined)).toBe(false);
  });
});
