import { meReply, patchMeBody } from '@shared/api/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { requireUser } from '../http/access';
import { updateProfile } from '../engagement/profile';
import { loadMe } from './me';

export const usersPlugin: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/api/me',
    { config: { access: 'user' }, schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: meReply } } },
    async (request) => loadMe(db, requireUser(request).userId),
  );

  app.patch(
    '/api/me',
    {
      config: { access: 'user' },
      schema: { tags: ['users'], summary: 'Change the signed-in user’s profile', body: patchMeBody, response: { 200: meReply } },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await updateProfile(db, userId, request.body);
      return loadMe(db, userId);
    },
  );
};
