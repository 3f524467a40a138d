import type { Me } from '@shared/api/profile';
import { profileRoutes } from '@shared/api/routes/profile';
import { profileMessages } from '@shared/profile/messages';
import { photoMaxBytes, photoTypes } from '@shared/profile/rules';
import { ApiError } from '../../api/api-error';
import { upload } from '../../api/client';

/** product.md §1.5: the browser checks type and size first; the server checks the content again. */
export function photoProblem(file: File): string | null {
  if (!(photoTypes as readonly string[]).includes(file.type)) return profileMessages.photoType;
  if (file.size > photoMaxBytes) return profileMessages.photoSize;
  return null;
}

/** Sends the photo as multipart form data; an unreadable failure gets the spec's message. */
export async function uploadPhoto(file: File): Promise<Me> {
  const form = new FormData();
  form.append('photo', file);
  try {
    return await upload(profileRoutes.uploadPhoto, form);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'BAD_RESPONSE') throw new ApiError(error.status, 'BAD_RESPONSE', profileMessages.updateFailed);
    throw error;
  }
}
