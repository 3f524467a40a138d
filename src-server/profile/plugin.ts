import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { profileRoutes } from '@shared/api/routes/profile';
import { photoMaxBytes } from '@shared/profile/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import type { Clock } from '../engagement/clock';
import { loadMe } from './me';
import { readUploadedImage } from './image-upload';
import { normalisePhoto, photoField, photosDir, removePhoto, storePhoto, wrongPhotoFieldMessage } from './photo';
import { publicProfile, updateProfile } from './profile';
import { findPhotoFile, updateUserProfile } from './queries';

interface ProfileOptions {
  db: Kysely<Database>;
  dataDir: string;
  clock: Clock;
}

/** The signed-in user's profile and photo, and the public profiles others see. */
export const profilePlugin: FastifyPluginAsyncZod<ProfileOptions> = async (app, { db, dataDir, clock }) => {
  app.route({ ...routeOptions(profileRoutes.me), handler: async (request) => loadMe(db, requireUser(request).userId) });

  app.route({
    ...routeOptions(profileRoutes.updateMe),
    handler: async (request) => {
      const { userId } = requireUser(request);
      await updateProfile(db, userId, request.body);
      return loadMe(db, userId);
    },
  });

  // Multipart only in the upload's own scope: the photo route is the one place that takes files.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: photoMaxBytes, files: 1, fields: 0, parts: 2 } });
    upload.route({
      ...routeOptions(profileRoutes.uploadPhoto),
      handler: async (request) => {
        const { userId } = requireUser(request);
        const bytes = await readUploadedImage(request, photoField, wrongPhotoFieldMessage);
        const webp = await normalisePhoto(bytes);
        const name = await storePhoto(dataDir, webp);
        const previous = await findPhotoFile(db, userId);
        await updateUserProfile(db, userId, { photo_file: name, updated_at: new Date().toISOString() });
        await removePhoto(dataDir, previous ?? null);
        return loadMe(db, userId);
      },
    });
  });

  app.route({
    ...routeOptions(profileRoutes.photo),
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
    ...routeOptions(profileRoutes.publicProfile),
    handler: async (request) => publicProfile(db, request.params.handle, clock()),
  });
};
