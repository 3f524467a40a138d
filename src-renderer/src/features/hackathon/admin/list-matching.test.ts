import { describe, expect, it } from 'vitest';
import { listMatching } from './list-matching';

describe('the registrations the list shows', () => {
  it('leaves out every filter set to all, and a blank search', () => {
    expect(listMatching('  ', { status: 'all', type: 'all', college: 'all', department: 'all', refundDue: false })).toEqual({
      search: undefined,
      status: undefined,
      type: undefined,
      college: undefined,
      department: undefined,
      payment: undefined,
    });
  });

  it('keeps a known status and type, the college and department as chosen, and the trimmed search', () => {
    expect(listMatching(' Byte ', { status: 'confirmed', type: 'team', college: 'JNTU Hyderabad', department: 'CSE', refundDue: true })).toEqual({
      search: 'Byte',
      status: 'confirmed',
      type: 'team',
      college: 'JNTU Hyderabad',
      department: 'CSE',
      payment: 'refund_due',
    });
    expect(listMatching('', { status: 'paid', type: 'squad', college: 'all', department: 'all', refundDue: false })).toMatchObject({ status: undefined, type: undefined });
  });
});
