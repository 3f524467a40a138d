import { changePasswordFields, newPasswordDiffers, samePasswordIssue, type ChangePasswordBody } from '@shared/api/auth';
import { authMessages } from '@shared/auth/messages';
import type { ErrorCode } from '@shared/errors';
import { z } from 'zod';

/**
 * The change-password form: the server's fields and rule, and the new password typed twice, which
 * only the browser checks (the server never sees the second copy).
 */
export const changePasswordForm = z
  .object({ ...changePasswordFields, confirmPassword: z.string() })
  .refine(newPasswordDiffers, samePasswordIssue)
  .refine((values) => values.confirmPassword === values.newPassword, { message: authMessages.confirmPasswordDiffers, path: ['confirmPassword'] });
export type ChangePasswordFormValues = z.input<typeof changePasswordForm>;

export const emptyChangePasswordForm: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const changePasswordFormFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** What the request carries: the confirmation stays in the browser. */
export const changePasswordRequest = (values: ChangePasswordFormValues): ChangePasswordBody => {
  const { currentPassword, newPassword } = changePasswordForm.parse(values);
  return { currentPassword, newPassword };
};

/** The field a refusal of the server is about, so its message stands beside it; else it is shown above the form. */
export function refusedField(code: ErrorCode | string): 'currentPassword' | 'newPassword' | undefined {
  if (code === 'auth/wrong-password') return 'currentPassword';
  if (code === 'auth/weak-password') return 'newPassword';
  return undefined;
}
