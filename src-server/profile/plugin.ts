import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { profileRoutes } from '@shared/api/routes/profile';
import { profileMessageTable } from '@shared/profile/messages';
import { photoMaxBytes } from '@shared/profile/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import type { Clock } from '../clock';
import { loadMe } from './me';
import { readUploadedImage } from './image-upload';
import { normalisePhoto, photoField, photosDir, removePhoto, renamePhoto, storePhoto } from './photo';
import { publicProfile, updateProfile } from './profile';
import { findPhotoFile, findPhotoOwnerVisibility, updateUserProfile } from './queries';
import { findUserById } from '../users/queries';

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
      const user = await findUserById(db, userId);
      const visibility = request.body.profileVisibility;
      // A change of visibility gives the photo a new address, so a link from the public days stops working.
      const renamed = user?.photo_file && visibility && visibility !== user.profile_visibility ? await renamePhoto(dataDir, user.photo_file) : undefined;
      try {
        await updateProfile(db, userId, request.body, clock(), renamed);
      } catch (error) {
        await removePhoto(dataDir, renamed ?? null);
        throw error;
      }
      if (renamed) await removePhoto(dataDir, user?.photo_file ?? null);
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
        const bytes = await readUploadedImage(request, photoField, profileMessageTable.ref('photoField', { field: photoField }));
        const webp = await normalisePhoto(bytes);
        const name = await storePhoto(dataDir, webp);
        const previous = await findPhotoFile(db, userId);
        await updateUserProfile(db, userId, { photo_file: name, updated_at: clock().toISOString() });
        await removePhoto(dataDir, previous ?? null);
        return loadMe(db, userId);
      },
    });
  });

  app.route({
    ...routeOptions(profileRoutes.photo),
    handler: async (request, reply) => {
      const file = path.join(photosDir(dataDir), request.params.name);
      const visibility = await findPhotoOwnerVisibility(db, request.params.name);
      if (!visibility || !fs.existsSync(file)) throw notFound(profileMessageTable.ref('photoNotFound'));
      // A private profile's photo is fetched only by its owner (no one else is given its address);
      // shared caches must not keep it.
      return reply
        .type('image/webp')
        .header('cache-control', visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(file));
    },
  });

  app.route({
    ...routeOptions(profileRoutes.publicProfile),
    handler: async (request) => publicProfile(db, request.params.handle, clock()),
  });
};
