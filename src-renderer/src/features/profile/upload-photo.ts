import { meReply, type Me } from '@shared/api/auth';
import { errorReply } from '@shared/api/error-reply';
import { photoMaxBytes, photoSizeMessage, photoTypeMessage, photoTypes } from '@shared/engagement/profile';
import { ApiError } from '../../api/api-error';
import { accessToken, accessTokenExpired } from '../../api/session-token';
import { refreshSession } from '../../api/client';

/** Spec 1 §5: the browser checks type and size first; the server checks the content again. */
export function photoProblem(file: File): string | null {
  if (!(photoTypes as readonly string[]).includes(file.type)) return photoTypeMessage;
  if (file.size > photoMaxBytes) return photoSizeMessage;
  return null;
}

/** POST /api/me/photo as multipart; the JSON client cannot send files. */
export async function uploadPhoto(file: File): Promise<Me> {
  if (accessTokenExpired()) await refreshSession().catch(() => null);
  const body = new FormData();
  body.append('photo', file);
  const token = accessToken();
  let response: Response;
  try {
    response = await fetch('/api/me/photo', { method: 'POST', body, credentials: 'same-origin', headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your internet connection.');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorReply.safeParse(json);
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(response.status, 'BAD_RESPONSE', 'Failed to update profile. Please try again.');
  }
  return meReply.parse(json);
}
