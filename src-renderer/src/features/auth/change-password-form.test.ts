import { describe, expect, it } from 'vitest';
import { zodResolver } from '../../core/forms/zod-resolver';
import { changePasswordForm, changePasswordRequest, refusedField } from './change-password-form';

describe('the change-password form', () => {
  const validate = zodResolver(changePasswordForm);

  it('asks for the current password and keeps the registration rule for the new one', () => {
    expect(validate({ currentPassword: '', newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Password must be at least 6 characters long',
    });
  });

  it('refuses the current password as the new one, and a confirmation that differs, beside their fields', () => {
    expect(validate({ currentPassword: 'chai-and-code-42', newPassword: 'chai-and-code-42', confirmPassword: 'chai-and-code-42' })).toEqual({
      newPassword: 'Choose a new password that is different from your current one',
    });
    expect(validate({ currentPassword: 'chai-and-code-42', newPassword: 'masala-dosa-7', confirmPassword: 'masala-dosa-8' })).toEqual({
      confirmPassword: 'The two new passwords do not match',
    });
  });

  it('sends the two passwords and never the confirmation', () => {
    expect(changePasswordRequest({ currentPassword: 'chai-and-code-42', newPassword: 'masala-dosa-7', confirmPassword: 'masala-dosa-7' })).toEqual({
      currentPassword: 'chai-and-code-42',
      newPassword: 'masala-dosa-7',
    });
  });

  it('puts the server’s refusal of a password beside the field it is about', () => {
    expect(refusedField('auth/wrong-password')).toBe('currentPassword');
    expect(refusedField('auth/weak-password')).toBe('newPassword');
    expect(refusedField('auth/too-many-requests')).toBeUndefined();
  });
});
