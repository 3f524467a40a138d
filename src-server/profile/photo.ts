import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { profileMessageTable } from '@shared/profile/messages';
import { photoSize } from '@shared/profile/rules';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors';

/**
 * Profile photos (product.md §1.5). The type is decided by the file's first bytes, never by its name or
 * the browser's declared type; the image is decoded with a pixel limit (a small file that
 * unpacks to a huge bitmap is refused), cut to a 512 px square and re-encoded as WebP, which drops
 * every metadata block (EXIF GPS positions included).
 */
export type PhotoFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** The one multipart field POST /api/me/photo reads the file from. */
export const photoField = 'photo';

export function sniffImage(bytes: Buffer): PhotoFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

/** 24 megapixels: any real phone photo, far below what would exhaust the server's memory. */
export const maxInputPixels = 24_000_000;

const tooManyPixels = () => new AppError('BAD_REQUEST', profileMessageTable.ref('photoTooManyPixels'), 400);
const unreadable = () => new AppError('UNSUPPORTED_MEDIA_TYPE', profileMessageTable.ref('photoType'), 415);

/** A profile photo: a 512 px square. */
export const normalisePhoto = (bytes: Buffer): Promise<Buffer> => normaliseImage(bytes, { width: photoSize, height: photoSize });

/**
 * Checks an uploaded image (its first bytes, then a decode within the pixel limit) and re-encodes
 * it as WebP cut to the given size: the profile photo's checks, shared by every image upload.
 */
export async function normaliseImage(bytes: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  const format = sniffImage(bytes);
  if (!format) throw unreadable();
  const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw unreadable();
  }
  if (metadata.format !== format) throw unreadable();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxInputPixels) throw tooManyPixels();
  try {
    return await image.rotate().resize(size.width, size.height, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw unreadable();
  }
}

export const photosDir = (dataDir: string) => path.join(dataDir, 'photos');

/** Writes the photo under a fresh random name (the name is the only way to fetch it) and returns the name. */
export const storePhoto = (dataDir: string, webp: Buffer): Promise<string> => storeImage(photosDir(dataDir), webp);

/** Writes a WebP image into `dir` under a fresh random name, atomically, and returns the name. */
export async function storeImage(dir: string, webp: Buffer): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.webp`;
  const temp = path.join(dir, `.${name}.tmp`);
  try {
    await fs.writeFile(temp, webp);
    await fs.rename(temp, path.join(dir, name));
  } catch (error) {
    // A full disk fails the write part-way: the partial file would hold space nothing refers to.
    await fs.rm(temp, { force: true });
    throw error;
  }
  return name;
}

/**
 * Gives the stored photo a fresh random name and returns it. A photo's URL is its only key, so a
 * profile turning private must stop the URL everyone who saw the public profile already has.
 */
export async function renamePhoto(dataDir: string, name: string): Promise<string> {
  const fresh = `${randomUUID()}.webp`;
  await fs.link(path.join(photosDir(dataDir), name), path.join(photosDir(dataDir), fresh));
  return fresh;
}

export async function removePhoto(dataDir: string, name: string | null): Promise<void> {
  if (!name) return;
  await fs.rm(path.join(photosDir(dataDir), name), { force: true });
}
