import { describe, expect, it } from 'vitest';
import { listMatching } from './list-matching';

describe('the registrations the list shows', () => {
  it('leaves out every filter set to all, and a blank search', () => {
    expect(listMatching('  ', { status: 'all', type: 'all', college: 'all', department: 'all' })).toEqual({
      search: undefined,
      status: undefined,
      type: undefined,
      college: undefined,
      department: undefined,
    });
  });

  it('keeps a known status and type, the college and department as chosen, and the trimmed search', () => {
    expect(listMatching(' Byte ', { status: 'confirmed', type: 'team', college: 'JNTU Hyderabad', department: 'CSE' })).toEqual({
      search: 'Byte',
      status: 'confirmed',
      type: 'team',
      college: 'JNTU Hyderabad',
      department: 'CSE',
    });
    expect(listMatching('', { status: 'paid', type: 'squad', college: 'all', department: 'all' })).toMatchObject({ status: undefined, type: undefined });
  });
});
