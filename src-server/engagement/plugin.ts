import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { engagementRoutes } from '@shared/api/routes/engagement';
import { photoMaxBytes, photoSizeMessage, photoTypeMessage } from '@shared/engagement/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { loadMe } from '../users/me';
import type { Clock } from './clock';
import { heartbeatRateLimit, recordHeartbeat } from './heartbeat';
import { normalisePhoto, photoField, photosDir, removePhoto, storePhoto, wrongPhotoFieldMessage } from './photo';
import { publicProfile } from './profile';
import { findPhotoFile, findTimeZone, updateUserProfile } from './queries';
import { learnerStats } from './stats';

const imageNames = /\.(jpe?g|png|gif|webp)$/i;
/** A name without an extension (a pasted image, a camera blob) is fine; a wrong extension is not. */
const hasImageName = (name: string): boolean => !/\.[^./\\]+$/.test(name) || imageNames.test(name);

interface EngagementOptions {
  db: Kysely<Database>;
  dataDir: string;
  clock: Clock;
}

async function userZone(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await findTimeZone(db, userId);
  if (!row) throw notFound('This account no longer exists.');
  return row.time_zone;
}

/** Issue 7: learning-time heartbeats, the caller's stats, profile photos and public profiles. */
export const engagementPlugin: FastifyPluginAsyncZod<EngagementOptions> = async (app, { db, dataDir, clock }) => {
  // Multipart only in this plugin's scope: the photo route is the one place that takes files.
  await app.register(multipart, { limits: { fileSize: photoMaxBytes, files: 1, fields: 0, parts: 2 } });

  app.route({
    ...routeOptions(engagementRoutes.heartbeat, { rateLimit: heartbeatRateLimit }),
    handler: async (request) => {
      const { userId } = requireUser(request);
      return recordHeartbeat(db, userId, await userZone(db, userId), clock());
    },
  });

  app.route({
    ...routeOptions(engagementRoutes.stats),
    handler: async (request) => {
      const { userId } = requireUser(request);
      return learnerStats(db, userId, await userZone(db, userId), clock());
    },
  });

  app.route({
    ...routeOptions(engagementRoutes.uploadPhoto),
    handler: async (request) => {
      const { userId } = requireUser(request);
      if (!request.isMultipart()) throw badRequest(`Send the photo as multipart/form-data in a field named "${photoField}".`);
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw badRequest('Choose a photo to upload.');
        // Read (within the size limit) before any refusal: an unread body holds the connection open.
        bytes = await file.toBuffer();
        if (file.fieldname !== photoField) throw badRequest(wrongPhotoFieldMessage);
        // The content decides the type; a name that claims another kind of file (photo.exe) is
        // refused as well, so nothing that looks like a program is ever accepted.
        if (!hasImageName(file.filename)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', photoTypeMessage, 415);
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', photoSizeMessage, 413);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Send one photo only.');
        throw badRequest(photoTypeMessage);
      }
      const webp = await normalisePhoto(bytes);
      const name = await storePhoto(dataDir, webp);
      const previous = await findPhotoFile(db, userId);
      await updateUserProfile(db, userId, { photo_file: name, updated_at: new Date().toISOString() });
      await removePhoto(dataDir, previous ?? null);
      return loadMe(db, userId);
    },
  });

  app.route({
    ...routeOptions(engagementRoutes.photo),
    handler: async (request, reply) => {
      const file = path.join(photosDir(dataDir), request.params.name);
      if (!fs.existsSync(file)) throw notFound('Photo not found');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(file));
    },
  });

  app.route({
    ...routeOptions(engagementRoutes.publicProfile),
    handler: async (request) => publicProfile(db, request.params.handle, clock()),
  });
};
