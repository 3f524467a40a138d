import { profileMessageTable } from '@shared/profile/messages';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';

const imageNames = /\.(jpe?g|png|gif|webp)$/i;
/** A name without an extension (a pasted image, a camera blob) is fine; a wrong extension is not. */
const hasImageName = (name: string): boolean => !/\.[^./\\]+$/.test(name) || imageNames.test(name);

/**
 * Reads the one image file of a multipart upload (product.md §1.5's checks: one file in the named
 * field, within the size limit the multipart plugin was registered with, an image's name) and
 * answers its bytes; the content is checked by `normaliseImage`. Used by the profile photo and the
 * course thumbnail.
 */
export async function readUploadedImage(request: FastifyRequest, field: string, wrongField: IdentifiedMessage): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(profileMessageTable.ref('imageNotMultipart', { field }));
  try {
    const file = await request.file();
    if (!file) throw badRequest(profileMessageTable.ref('chooseImage'));
    // Read (within the size limit) before any refusal: an unread body holds the connection open.
    const bytes = await file.toBuffer();
    if (file.fieldname !== field) throw badRequest(wrongField);
    // The content decides the type; a name that claims another kind of file (photo.exe) is
    // refused as well, so nothing that looks like a program is ever accepted.
    if (!hasImageName(file.filename)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', profileMessageTable.ref('photoType'), 415);
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', profileMessageTable.ref('photoSize'), 413);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(profileMessageTable.ref('oneImage'));
    throw badRequest(profileMessageTable.ref('photoType'));
  }
}
