import { ApiError } from '../../../api/api-error';
import { poolRefusal } from '../../heavy-work/pool-refusal';
import type { MessageRef } from '@shared/i18n/messages';
import { serverTextOf } from '../../../core/i18n';
import { notify } from '../../../core/notifications/notify';
import { adminMessages, adminToastMs } from './admin-messages';
import { adminTextsNow as t } from './admin-texts';

/**
 * product.md §3.8: a 404 reads 'Registration not found'; a 400 the server's sentence (or 'Invalid
 * request data'); the heavy-work pool's refusal (an export while it is busy) its own words, which
 * say to try again in a few seconds; anything else the screen's own fallback, since a 5xx or a lost
 * line says nothing an organiser can act on here. A refusal is the error itself, so that its
 * message id and values reach the translation.
 */
export function adminFailureText(error: unknown, fallback: string): string | MessageRef {
  if (!(error instanceof ApiError)) return fallback;
  const refusal = poolRefusal(error);
  if (refusal) return refusal;
  if (error.status === 404) return adminMessages.notFound;
  if (error.status === 400) return error.message ? error : adminMessages.invalidRequest;
  if (error.status > 400 && error.status < 500 && error.message) return error;
  return fallback;
}

export function toastFailure(error: unknown, fallback: string): void {
  notify({ type: 'error', title: t('toastError'), message: serverTextOf(adminFailureText(error, fallback)), duration: adminToastMs });
}

export function toastSuccess(message: string): void {
  notify({ type: 'success', title: t('toastDone'), message: serverTextOf(message), duration: adminToastMs });
}

export function toastWarning(message: string): void {
  notify({ type: 'warning', title: t('toastWarning'), message: serverTextOf(message), duration: adminToastMs });
}
